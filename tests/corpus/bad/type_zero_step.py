# error: 9:33: step must not be zero
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i in pl.range(0, 8, 0):
            n = n + 1
        return n
