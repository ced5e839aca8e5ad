# pypto.program: ScopeNoDepArgs
import pypto.language as pl

@pl.program
class ScopeNoDepArgs:
    @pl.function
    def main(self, x: pl.Tensor[[16, 128], pl.FP32], cache: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP, no_dep_args=[cache]):
                scaled: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.muls(x, 2.0)
                cache: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(cache, scaled, [i * 16, 0])
        return cache
