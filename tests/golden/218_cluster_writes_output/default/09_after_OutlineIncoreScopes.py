# pypto.program: ClusterWritesOutput
import pypto.language as pl

@pl.program
class ClusterWritesOutput:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        top__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 64], [0, 0])
        r__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(top__ssa_v0)
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, r__ssa_v0, [0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_1(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v1: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        bottom__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 64], [16, 0])
        s__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.adds(bottom__ssa_v0, 1.0)
        y__ssa_v2: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v1, s__ssa_v0, [16, 0])
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.cluster():
            y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
            y__ssa_v2: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_1(x__ssa_v0, y__ssa_v1)
        return y__ssa_v2
