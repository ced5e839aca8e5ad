# error: 7:47: expected a default value after
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32] = , y: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16], pl.FP32]:
        return x
