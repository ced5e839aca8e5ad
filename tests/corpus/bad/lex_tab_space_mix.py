# error: 10:2: inconsistent use of tabs and spaces
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        y = pl.tensor.exp(x)
	return y
