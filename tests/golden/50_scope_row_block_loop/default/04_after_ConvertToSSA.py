# pypto.program: ScopeRowBlockLoop
import pypto.language as pl

@pl.program
class ScopeRowBlockLoop:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[128, 256], pl.FP32], bias__ssa_v0: pl.Tensor[[1, 256], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32]]) -> pl.Tensor[[128, 256], pl.FP32]:
        for i__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk__ssa_v0: pl.Tensor[[32, 256], pl.FP32] = pl.tensor.slice(x__ssa_v0, [32, 256], [i__idx_v0 * 32, 0])
                shifted__ssa_v0: pl.Tensor[[32, 256], pl.FP32] = pl.tensor.col_expand_add(blk__ssa_v0, bias__ssa_v0)
                act__ssa_v0: pl.Tensor[[32, 256], pl.FP32] = pl.tensor.exp(shifted__ssa_v0)
                y__ssa_v3: pl.Tensor[[128, 256], pl.FP32] = pl.tensor.assemble(y__iter_v1, act__ssa_v0, [i__idx_v0 * 32, 0])
            y__rv_v2: pl.Tensor[[128, 256], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
