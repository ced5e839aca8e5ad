# error: 7:34: unterminated string
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(external_source="kernels.cpp)
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x
