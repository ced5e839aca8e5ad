# error: 8:23: unknown type 'pl.Tensr'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensr[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x
