# error: 9:34: Function 'nope' not defined in program
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        c: pl.Scalar[pl.INDEX] = self.nope(a)
        return c
