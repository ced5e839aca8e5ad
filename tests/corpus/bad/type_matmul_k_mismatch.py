# error: 9:43: requires matching inner dimensions
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def g(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        z: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.matmul(x, x)
        return x
