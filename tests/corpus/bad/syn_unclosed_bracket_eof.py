# error: 9:31: unclosed '['
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        y = pl.tensor.adds(x, [1, 2
