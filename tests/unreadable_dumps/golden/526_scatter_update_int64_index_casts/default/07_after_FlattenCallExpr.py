# pypto.program: ScatterUpdateInt64IndexCasts
import pypto.language as pl

@pl.program
class ScatterUpdateInt64IndexCasts:
    @pl.function
    def main(self, cache__ssa_v0: pl.InOut[pl.Tensor[[16, 32], pl.FP16]], idx__ssa_v0: pl.Tensor[[2, 1], pl.INT64], src__ssa_v0: pl.Tensor[[2, 32], pl.FP16]) -> pl.Tensor[[16, 32], pl.FP16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            cache__ssa_v1: pl.Tensor[[16, 32], pl.FP16] = pl.tensor.scatter_update(cache__ssa_v0, idx__ssa_v0, src__ssa_v0, dim=-2)
        return cache__ssa_v1
