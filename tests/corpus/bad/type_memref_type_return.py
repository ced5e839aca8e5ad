# error: 8:44: Incomplete type annotation: pl.MemRefType
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX]) -> pl.MemRefType:
        return a
