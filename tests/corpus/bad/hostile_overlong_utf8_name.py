# error: 9:10: 0xc0
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        yÀ¯ = pl.tensor.exp(x)
        return y
