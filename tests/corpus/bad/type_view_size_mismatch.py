# error: 9:43: cannot reinterpret a tensor of size 1024 as shape with size 512
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def g(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        v: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.view(x, [16, 32])
        return x
