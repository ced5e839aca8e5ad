# pypto.program: FuncAttrLiterals
import pypto.language as pl

@pl.program
class FuncAttrLiterals:
    @pl.function(attrs={"d": 1, "f": "text"})
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        t: pl.Scalar[pl.INDEX] = n + 1
        return t
