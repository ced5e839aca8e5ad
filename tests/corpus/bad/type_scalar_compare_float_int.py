# error: 8:5: Operator 'lt' requires same numeric dtype category
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], u: pl.Scalar[pl.FP32], p: pl.Scalar[pl.BOOL]) -> pl.Scalar[pl.INDEX]:
        c: pl.Scalar[pl.BOOL] = u < a
        return a
