# error: 7:39: unknown FunctionType member 'Kernel'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Kernel)
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x
