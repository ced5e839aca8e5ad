# error: 8:5: Operator 'bit_shift_left' requires integer dtype
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], u: pl.Scalar[pl.FP32], p: pl.Scalar[pl.BOOL]) -> pl.Scalar[pl.INDEX]:
        c: pl.Scalar[pl.FP32] = u << 1
        return a
