# error: 9:9: condition must be a scalar
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        if x:
            y = pl.tensor.exp(x)
        return x
