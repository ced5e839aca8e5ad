# error: 10:9: Type annotation for 'x' has dtype fp32 but expression has dtype index
# (the reference rejects it the same way: an INDEX literal does not become a float)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, n: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        x: pl.Scalar[pl.FP32] = 0
        y: pl.Scalar[pl.FP32] = x + n
        return y
