# error: 9:13: cast() got an unexpected keyword argument 'rounding'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        z = pl.tensor.cast(x, target_type=pl.FP16, rounding='up')
        return x
