# pypto.program: WhileFlatTarget
import pypto.language as pl

@pl.program
class WhileFlatTarget:
    @pl.function
    def main(self, n__ssa_v0: pl.Scalar[pl.INT64], x__ssa_v0: pl.Tensor[[64], pl.FP32]) -> pl.Scalar[pl.INT64]:
        pl.const(0, pl.INT64)
        for (cnt, total) in pl.while_(init_values=(n__ssa_v0, n__ssa_v0)):
            pl.cond(cnt < 10)
            cnt2__ssa_v0: pl.Scalar[pl.INT64] = cnt + 1
            total2__ssa_v0: pl.Scalar[pl.INT64] = total + cnt
            rc, rt = pl.yield_(cnt2__ssa_v0, total2__ssa_v0)
        return rt
