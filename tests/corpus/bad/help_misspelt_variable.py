# error: 10:16: help: did you mean 'result'?
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        result = pl.tensor.exp(x)
        return reslut
