# pypto.program: ReturnArityUnchecked
import pypto.language as pl

@pl.program
class ReturnArityUnchecked:
    @pl.function
    def f(self, x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        y: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(x)
        return y, x
    @pl.function
    def g(self, x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        k: pl.Scalar[pl.INDEX] = 3
        return k
