# error: 9:9: shape
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        z: pl.Tensor[[32], pl.FP32] = pl.tensor.exp(x)
        return z
