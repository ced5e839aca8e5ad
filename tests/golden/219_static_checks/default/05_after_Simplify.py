# pypto.program: StaticChecks
import pypto.language as pl

@pl.program
class StaticChecks:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                t__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 128], [i__idx_v0 * 16, 0])
                y__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(t__ssa_v0)
                out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out__iter_v1, y__ssa_v0, [i__idx_v0 * 16, 0])
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
