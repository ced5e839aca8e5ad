# error: 9:35: unknown Level member 'CORE'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        with pl.at(level=pl.Level.CORE):
            y = pl.tensor.exp(x)
        return y
