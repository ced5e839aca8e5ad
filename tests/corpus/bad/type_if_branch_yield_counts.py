# error: 12:20: arity
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        if n > 2:
            a = pl.yield_(n)
        else:
            a, b = pl.yield_(n, n)
        return a
