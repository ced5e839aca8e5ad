# error: 8:44: Incomplete type annotation: pl.Ptr
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], h: pl.Ptr) -> pl.Scalar[pl.INDEX]:
        return a
