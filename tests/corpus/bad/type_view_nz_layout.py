# error: 9:43: NZ layout is not allowed on a tensor
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def g(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        v: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.view(x, [16, 64], layout=pl.TensorLayout.NZ)
        return x
