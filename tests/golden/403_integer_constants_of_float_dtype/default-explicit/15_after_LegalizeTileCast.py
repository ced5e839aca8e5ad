# pypto.program: IntConstFloatDtype
import pypto.language as pl

@pl.program
class IntConstFloatDtype:
    @pl.function
    def main(self, x__ssa_v0: pl.Scalar[pl.FP16], y__ssa_v0: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP16]:
        a__ssa_v0: pl.Scalar[pl.FP16] = pl.const(3, pl.FP16) + pl.const(1, pl.FP16)
        b__ssa_v0: pl.Scalar[pl.FP16] = pl.const(7, pl.FP16) // pl.const(2, pl.FP16)
        c__ssa_v0: pl.Scalar[pl.FP16] = x__ssa_v0 * pl.const(1, pl.FP16) + pl.const(0, pl.FP16)
        d__ssa_v0: pl.Scalar[pl.FP32] = y__ssa_v0 + pl.const(0, pl.FP32) + 2.5
        e__ssa_v0: pl.Scalar[pl.FP16] = pl.cast(d__ssa_v0, pl.FP16)
        return a__ssa_v0 + b__ssa_v0 + c__ssa_v0 + e__ssa_v0
