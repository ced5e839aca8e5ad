# error: 10:43: does not support a source with a partial valid_shape
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def g(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        h: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x, [16, 64], [0, 0], [16, 48])
        v: pl.Tensor[[64, 16], pl.FP32] = pl.tensor.view(h, [64, 16])
        return x
