# pypto.program: BoolLiteralArithmetic
import pypto.language as pl

@pl.program
class BoolLiteralArithmetic:
    @pl.function
    def main(self, n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Tensor[[8], pl.INDEX]):
        for i__idx_v0 in pl.range(8):
            pl.tensor.write(out__ssa_v0, [i__idx_v0], 2)
            pl.tensor.write(out__ssa_v0, [i__idx_v0], 1)
            if True and i__idx_v0 < 4:
                pl.tensor.write(out__ssa_v0, [i__idx_v0], 1)
            if not False:
                pl.tensor.write(out__ssa_v0, [i__idx_v0], 2)
            if pl.const(-1, pl.INDEX) < pl.const(0, pl.INDEX):
                pl.tensor.write(out__ssa_v0, [i__idx_v0], -1)
