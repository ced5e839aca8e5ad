# error: 9:13: Unknown operation
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        z = pl.tensor.bogus(x)
        return z
