# error: 9:9: yield_()
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        pl.yield_(x)
        return x
