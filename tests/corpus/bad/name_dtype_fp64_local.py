# error: 9:47: Unknown dtype: FP64
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        c: pl.Scalar[pl.FP32] = pl.const(1.0, pl.FP64)
        return a
