# error: 8:5: Operator 'eq' does not accept bool dtype
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], u: pl.Scalar[pl.FP32], p: pl.Scalar[pl.BOOL]) -> pl.Scalar[pl.INDEX]:
        c: pl.Scalar[pl.BOOL] = p == p
        return a
