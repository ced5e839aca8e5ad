# error: 9:10: 0xff
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        yÿ = pl.tensor.exp(x)
        return y
