# error: 9:13: expected 2 arguments, got 1
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        z = pl.tensor.add(x)
        return z
