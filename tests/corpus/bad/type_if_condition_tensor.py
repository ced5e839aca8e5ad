# error: 9:9: if condition must be a Bool-typed scalar expression, got pl.Tensor[[16], pl.FP32]
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        if x:
            y = pl.tensor.exp(x)
        return x
