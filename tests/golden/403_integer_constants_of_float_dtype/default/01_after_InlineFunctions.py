# pypto.program: IntConstFloatDtype
import pypto.language as pl

@pl.program
class IntConstFloatDtype:
    @pl.function
    def main(self, x: pl.Scalar[pl.FP16], y: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP16]:
        a: pl.Scalar[pl.FP16] = pl.const(3, pl.FP16) + pl.const(1, pl.FP16)
        b: pl.Scalar[pl.FP16] = pl.const(7, pl.FP16) // pl.const(2, pl.FP16)
        c: pl.Scalar[pl.FP16] = x * pl.const(1, pl.FP16) + pl.const(0, pl.FP16)
        d: pl.Scalar[pl.FP32] = y + pl.const(0, pl.FP32) + 2.5
        e: pl.Scalar[pl.FP16] = pl.cast(d, pl.FP16)
        return a + b + c + e
