# Loop variables take the dtype of their typed constant bounds (INT16, INT32, INT8 and
# all-INT64 bounds), and sums with an INDEX scalar cast them to INDEX.
import pypto.language as pl


@pl.program
class LoopVarDtypeVariants:
    @pl.function
    def f(self, n: pl.Scalar[pl.INT32], m: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        t: pl.Scalar[pl.INDEX] = m
        for a in pl.range(n):
            t = t + a
        for b in pl.range(2, pl.const(8, pl.INT16)):
            t = t + b
        for c in pl.range(pl.const(0, pl.INT64), 4):
            t = t + c
        for d in pl.range(pl.const(0, pl.INT64), pl.const(4, pl.INT64)):
            t = t + d
        for e in pl.parallel(pl.const(1, pl.INT32), m):
            t = t + e
        for u in pl.unroll(pl.const(2, pl.INT8)):
            t = t + u
        return t
