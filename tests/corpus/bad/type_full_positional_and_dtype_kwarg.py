# error: 9:13: full() got multiple values for argument 'dtype'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Orchestration)
    def f(self, x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        y = pl.tensor.full([16, 128], 0.0, dtype=pl.FP32)
        return y
