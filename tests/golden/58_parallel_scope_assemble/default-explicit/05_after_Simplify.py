# pypto.program: ParallelScopeAssemble
import pypto.language as pl

@pl.program
class ParallelScopeAssemble:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[128, 64], pl.FP32], b__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i__idx_v0, (y__iter_v1,) in pl.parallel(8, init_values=(y__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                ta__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(a__ssa_v0, [16, 64], [i__idx_v0 * 16, 0])
                tb__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(b__ssa_v0, [16, 64], [i__idx_v0 * 16, 0])
                mx__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.maximum(ta__ssa_v0, tb__ssa_v0)
                mn__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.minimum(ta__ssa_v0, tb__ssa_v0)
                d__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.sub(mx__ssa_v0, mn__ssa_v0)
                y__ssa_v3: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.assemble(y__iter_v1, d__ssa_v0, [i__idx_v0 * 16, 0])
            y__rv_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
