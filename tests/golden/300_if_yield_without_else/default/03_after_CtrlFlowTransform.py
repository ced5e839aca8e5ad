# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        if n > 2:
            a: pl.Scalar[pl.INDEX] = pl.yield_(n)
        return a
