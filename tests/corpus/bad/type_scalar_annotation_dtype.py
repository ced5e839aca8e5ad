# error: 9:9: Type annotation for 'c' has dtype fp32 but expression has dtype index
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        c: pl.Scalar[pl.FP32] = a + b
        return a
