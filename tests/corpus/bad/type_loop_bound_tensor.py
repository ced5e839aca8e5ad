# error: 9:27: loop bounds must be scalars
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for i in pl.range(x):
            y = pl.tensor.exp(x)
        return x
