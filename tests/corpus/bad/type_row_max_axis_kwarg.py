# error: 9:42: row_max() got an unexpected keyword argument 'axis'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def g(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        m: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(x, axis=1, keep_dim=True)
        return x
