# error: 9:9: Type annotation for 'z' is Tile but expression has type Tensor
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        z: pl.Tile[[16], pl.FP32] = pl.tensor.exp(x)
        return z
