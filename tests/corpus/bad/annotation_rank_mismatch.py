# error: 10:9: Type annotation for 'y' has rank 2 but expression has rank 1
# (the reference parser rejects it with the same message and location)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16, 1], pl.FP32]:
        y: pl.Tensor[[16, 1], pl.FP32] = pl.add(x, x)
        return y
