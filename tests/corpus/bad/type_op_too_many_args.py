# error: 9:30: exp() takes 1 positional argument but 2 were given
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        z = pl.tensor.exp(x, x)
        return z
