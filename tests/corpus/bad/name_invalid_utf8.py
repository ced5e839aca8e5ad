# error: 7:18: invalid UTF-8 byte 0xff in a name
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, xÿ: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x
