# pypto.program: ScopeLoopIfParity
import pypto.language as pl

@pl.program
class ScopeLoopIfParity:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 128], [i__idx_v0 * 16, 0])
                if i__idx_v0 % 2 == 0:
                    r__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(blk__ssa_v0)
                    r__phi_v2: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(r__ssa_v0)
                else:
                    r__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.neg(blk__ssa_v0)
                    r__phi_v2: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(r__ssa_v1)
                y__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__iter_v1, r__phi_v2, [i__idx_v0 * 16, 0])
            y__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
