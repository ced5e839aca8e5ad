# pypto.program: ScatterUpdateInt64IndexCasts
import pypto.language as pl

@pl.program
class ScatterUpdateInt64IndexCasts:
    @pl.function
    def main(self, cache: pl.InOut[pl.Tensor[[16, 32], pl.FP16]], idx: pl.Tensor[[2, 1], pl.INT64], src: pl.Tensor[[2, 32], pl.FP16]) -> pl.Tensor[[16, 32], pl.FP16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            cache: pl.Tensor[[16, 32], pl.FP16] = pl.tensor.scatter_update(cache, idx, src, dim=-2)
        return cache
