# expect-error: an if that yields values has no else branch (SSAForm after ConvertToSSA)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        if n > 2:
            a = pl.yield_(n)
        return a
