# error: 8:54: Unknown dtype: FP64
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], d: pl.Scalar[pl.FP64]) -> pl.Scalar[pl.INDEX]:
        return a
