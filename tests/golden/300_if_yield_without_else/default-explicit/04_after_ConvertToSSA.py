# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        if n__ssa_v0 > 2:
            a__rv_v0: pl.Scalar[pl.INDEX] = pl.yield_(n__ssa_v0)
        return a__rv_v0
