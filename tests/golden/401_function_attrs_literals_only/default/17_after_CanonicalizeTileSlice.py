# pypto.program: FuncAttrLiterals
import pypto.language as pl

@pl.program
class FuncAttrLiterals:
    @pl.function(attrs={"d": 1, "f": "text"})
    def f(self, n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        t__ssa_v0: pl.Scalar[pl.INDEX] = n__ssa_v0 + 1
        return t__ssa_v0
