# error: 12:16: Undefined variable 'i'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i, (acc,) in pl.range(4, init_values=(n,)):
            nxt = acc + i
            r = pl.yield_(nxt)
        return i
