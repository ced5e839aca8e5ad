# error: 8:47: unknown type 'pl.UnknownType'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], z: pl.UnknownType) -> pl.Scalar[pl.INDEX]:
        return a
