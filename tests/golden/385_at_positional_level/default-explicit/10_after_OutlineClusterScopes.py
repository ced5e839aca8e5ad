# pypto.program: AtPositionalLevel
import pypto.language as pl

@pl.program
class AtPositionalLevel:
    @pl.function(level=pl.Level.CLUSTER_0)
    def main_cluster0_0(self, x__ssa_v0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x__ssa_v0, x__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(y__ssa_v0: pl.Tensor[[64], pl.FP32], x__ssa_v0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        z__ssa_v0: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(y__ssa_v0, x__ssa_v0)
        return z__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[64], pl.FP32] = self.main_cluster0_0(x__ssa_v0)
        z__ssa_v0: pl.Tensor[[64], pl.FP32] = self.main_incore_0(y__ssa_v0, x__ssa_v0)
        return z__ssa_v0
