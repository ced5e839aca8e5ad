# error: 8:5: Operator 'add' requires same numeric dtype category, got fp32 and index
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], u: pl.Scalar[pl.FP32], p: pl.Scalar[pl.BOOL]) -> pl.Scalar[pl.INDEX]:
        c: pl.Scalar[pl.FP32] = u + 1
        return a
