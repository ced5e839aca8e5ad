# error: 8:23: help: did you mean 'pl.Tensor'?
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensr[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x
