# pypto.program: MathScaledSoftmax
import pypto.language as pl

@pl.program
class MathScaledSoftmax:
    @pl.function
    def main(self, s__ssa_v0: pl.Tensor[[48, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[48, 64], pl.FP32]]) -> pl.Tensor[[48, 64], pl.FP32]:
        for b__idx_v0, (out__iter_v1,) in pl.range(3, init_values=(out__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(s__ssa_v0, [16, 64], [b__idx_v0 * 16, 0])
                scaled__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.muls(blk__ssa_v0, 0.18033688011112042)
                m__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(scaled__ssa_v0)
                e__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.row_expand_sub(scaled__ssa_v0, m__ssa_v0)
                x__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(e__ssa_v0)
                z__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(x__ssa_v0)
                p__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.row_expand_div(x__ssa_v0, z__ssa_v0)
                out__ssa_v3: pl.Tensor[[48, 64], pl.FP32] = pl.tensor.assemble(out__iter_v1, p__ssa_v0, [b__idx_v0 * 16, 0])
            out__rv_v2: pl.Tensor[[48, 64], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
