# error: 11:13: pl.exp: expected Tensor or Tile, got Scalar
# (the reference reports the same message)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(self, c: pl.Tensor[[4], pl.FP32], x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Scalar[pl.FP32] = pl.tensor.read(c, [0])
        e = pl.exp(a)
        return x
