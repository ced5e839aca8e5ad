# error: 8:5: Operator 'bit_not' requires integer dtype, got fp32
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], u: pl.Scalar[pl.FP32], p: pl.Scalar[pl.BOOL]) -> pl.Scalar[pl.INDEX]:
        c: pl.Scalar[pl.FP32] = ~u
        return a
