# pypto.program: LoopVarDtypeVariants
import pypto.language as pl

@pl.program
class LoopVarDtypeVariants:
    @pl.function
    def f(self, n__ssa_v0: pl.Scalar[pl.INT32], m__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        t__ssa_v0: pl.Scalar[pl.INDEX] = m__ssa_v0
        for a__idx_v0, (t__iter_v1,) in pl.range(n__ssa_v0, init_values=(t__ssa_v0,)):
            t__ssa_v3: pl.Scalar[pl.INDEX] = t__iter_v1 + a__idx_v0
            t__rv_v2: pl.Scalar[pl.INDEX] = pl.yield_(t__ssa_v3)
        for b__idx_v0, (t__iter_v4,) in pl.range(2, pl.const(8, pl.INT16), init_values=(t__rv_v2,)):
            t__ssa_v6: pl.Scalar[pl.INDEX] = t__iter_v4 + pl.cast(b__idx_v0, pl.INDEX)
            t__rv_v5: pl.Scalar[pl.INDEX] = pl.yield_(t__ssa_v6)
        for c__idx_v0, (t__iter_v7,) in pl.range(pl.const(0, pl.INT64), 4, init_values=(t__rv_v5,)):
            t__ssa_v9: pl.Scalar[pl.INDEX] = t__iter_v7 + c__idx_v0
            t__rv_v8: pl.Scalar[pl.INDEX] = pl.yield_(t__ssa_v9)
        for d__idx_v0, (t__iter_v10,) in pl.range(pl.const(0, pl.INT64), pl.const(4, pl.INT64), init_values=(t__rv_v8,)):
            t__ssa_v12: pl.Scalar[pl.INDEX] = t__iter_v10 + d__idx_v0
            t__rv_v11: pl.Scalar[pl.INDEX] = pl.yield_(t__ssa_v12)
        for e__idx_v0, (t__iter_v13,) in pl.parallel(pl.const(1, pl.INT32), m__ssa_v0, init_values=(t__rv_v11,)):
            t__ssa_v15: pl.Scalar[pl.INDEX] = t__iter_v13 + pl.cast(e__idx_v0, pl.INDEX)
            t__rv_v14: pl.Scalar[pl.INDEX] = pl.yield_(t__ssa_v15)
        t__ssa_v16: pl.Scalar[pl.INDEX] = t__rv_v14 + pl.cast(0, pl.INDEX)
        t__ssa_v17: pl.Scalar[pl.INDEX] = t__ssa_v16 + pl.cast(1, pl.INDEX)
        return t__ssa_v17
