# error: 8:36: Unknown dtype: FP33
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP33]) -> pl.Tensor[[16], pl.FP32]:
        return x
