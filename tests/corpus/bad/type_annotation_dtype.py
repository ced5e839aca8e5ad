# error: 9:9: Type annotation for 'z' has dtype int32 but expression has dtype fp32
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        z: pl.Tensor[[16], pl.INT32] = pl.tensor.exp(x)
        return z
