# error: 9:9: 'else' without a matching 'if'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        else:
            n = 1
        return n
