# error: 9:13: 'dtype' must be a data type
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        z = pl.tensor.create([16], dtype=3)
        return x
