# error: 12:1: unexpected text after the program class
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x

y = 3
print(y)
