# error: 9:9: Type annotation for 'z' has shape dimension 0 = 32 but expression has shape dimension 0 = 16
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        z: pl.Tensor[[32], pl.FP32] = pl.tensor.exp(x)
        return z
