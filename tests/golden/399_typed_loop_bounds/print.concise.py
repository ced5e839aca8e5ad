# pypto.program: LoopVarDtypeVariants
import pypto.language as pl

@pl.program
class LoopVarDtypeVariants:
    @pl.function
    def f(self, n: pl.Scalar[pl.INT32], m: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        t: pl.Scalar[pl.INDEX] = m
        for a in pl.range(n):
            t: pl.Scalar[pl.INDEX] = t + a
        for b in pl.range(2, pl.const(8, pl.INT16)):
            t: pl.Scalar[pl.INDEX] = t + pl.cast(b, pl.INDEX)
        for c in pl.range(pl.const(0, pl.INT64), 4):
            t: pl.Scalar[pl.INDEX] = t + c
        for d in pl.range(pl.const(0, pl.INT64), pl.const(4, pl.INT64)):
            t: pl.Scalar[pl.INDEX] = t + d
        for e in pl.parallel(pl.const(1, pl.INT32), m):
            t: pl.Scalar[pl.INDEX] = t + pl.cast(e, pl.INDEX)
        for u in pl.unroll(pl.const(2, pl.INT8)):
            t: pl.Scalar[pl.INDEX] = t + pl.cast(u, pl.INDEX)
        return t
