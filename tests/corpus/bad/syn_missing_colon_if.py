# error: 9:17: expected ':'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        if n > 2
            n = n + 1
        return n
