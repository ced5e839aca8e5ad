# error: 9:43: help: did you mean 'pl.FP16'?
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        z = pl.tensor.cast(x, target_type=pl.FP61)
        return x
