# error: 7:6: expected '@pl.function'
import pypto.language as pl


@pl.program
class Bad:
    @pl.functon
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x
