# pypto.program: LoopResultEscapesOuterLoop
import pypto.language as pl

@pl.program
class LoopResultEscapesOuterLoop:
    @pl.function
    def main(self, n__ssa_v0: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:
        x__ssa_v0: pl.Scalar[pl.INT64] = n__ssa_v0 + 1
        for j__idx_v0, (y__iter_v0,) in pl.range(2, init_values=(x__ssa_v0,)):
            seed__ssa_v0: pl.Scalar[pl.INT64] = x__ssa_v0
            for i__idx_v0, (acc,) in pl.range(3, init_values=(seed__ssa_v0,)):
                bumped__ssa_v0: pl.Scalar[pl.INT64] = acc + n__ssa_v0
                acc_out: pl.Scalar[pl.INT64] = pl.yield_(bumped__ssa_v0)
            y__ssa_v2: pl.Scalar[pl.INT64] = acc_out
            y__rv_v1: pl.Scalar[pl.INT64] = pl.yield_(y__ssa_v2)
        return y__rv_v1
