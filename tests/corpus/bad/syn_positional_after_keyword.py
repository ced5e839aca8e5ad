# error: 9:45: positional argument follows keyword argument
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        y = pl.tensor.create(dtype=pl.FP32, [16])
        return y
