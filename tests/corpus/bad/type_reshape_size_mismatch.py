# error: 9:43: cannot reshape [16, 64] (1024 elements) to [16, 32]
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def g(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        z: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.reshape(x, [16, 32])
        return x
