# pypto.program: BoolLiteralArithmetic
import pypto.language as pl

@pl.program
class BoolLiteralArithmetic:
    @pl.function
    def main(self, n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Tensor[[8], pl.INDEX, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 64)]):
        for i__idx_v0 in pl.range(8):
            pl.tensor.write(out__ssa_v0, [i__idx_v0], 2)
            pl.tensor.write(out__ssa_v0, [i__idx_v0], 1)
            if i__idx_v0 < 4:
                pl.tensor.write(out__ssa_v0, [i__idx_v0], 1)
            pl.tensor.write(out__ssa_v0, [i__idx_v0], 2)
            pl.tensor.write(out__ssa_v0, [i__idx_v0], -1)
