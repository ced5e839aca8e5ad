# error: 9:9: Type annotation for 'c' is Tensor but expression has type Scalar
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        c: pl.Tensor[[4], pl.FP32] = a
        return a
