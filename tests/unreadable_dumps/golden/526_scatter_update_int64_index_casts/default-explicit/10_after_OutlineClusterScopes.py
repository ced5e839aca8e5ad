# pypto.program: ScatterUpdateInt64IndexCasts
import pypto.language as pl

@pl.program
class ScatterUpdateInt64IndexCasts:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(cache__ssa_v0: pl.Tensor[[16, 32], pl.FP16], idx__ssa_v0: pl.Tensor[[2, 1], pl.INT64], src__ssa_v0: pl.Tensor[[2, 32], pl.FP16]) -> pl.Tensor[[16, 32], pl.FP16]:
        cache__ssa_v1: pl.Tensor[[16, 32], pl.FP16] = pl.tensor.scatter_update(cache__ssa_v0, idx__ssa_v0, src__ssa_v0, dim=-2)
        return cache__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, cache__ssa_v0: pl.InOut[pl.Tensor[[16, 32], pl.FP16]], idx__ssa_v0: pl.Tensor[[2, 1], pl.INT64], src__ssa_v0: pl.Tensor[[2, 32], pl.FP16]) -> pl.Tensor[[16, 32], pl.FP16]:
        cache__ssa_v1: pl.Tensor[[16, 32], pl.FP16] = self.main_incore_0(cache__ssa_v0, idx__ssa_v0, src__ssa_v0)
        return cache__ssa_v1
