# error: 7:6: @pl.function
import pypto.language as pl


@pl.program
class Bad:
    @staticmethod
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x
