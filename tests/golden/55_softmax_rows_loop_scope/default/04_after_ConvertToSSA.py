# pypto.program: SoftmaxRowsLoopScope
import pypto.language as pl

@pl.program
class SoftmaxRowsLoopScope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.range(2, init_values=(y__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                rows__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.slice(x__ssa_v0, [32, 128], [r__idx_v0 * 32, 0])
                peak__ssa_v0: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_max(rows__ssa_v0)
                shifted__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.row_expand_sub(rows__ssa_v0, peak__ssa_v0)
                ex__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.exp(shifted__ssa_v0)
                den__ssa_v0: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_sum(ex__ssa_v0)
                prob__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.row_expand_div(ex__ssa_v0, den__ssa_v0)
                y__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__iter_v1, prob__ssa_v0, [r__idx_v0 * 32, 0])
            y__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
