# pypto.program: SwigluRows
import pypto.language as pl

@pl.program
class SwigluRows:
    @pl.function
    def main(self, gate__ssa_v0: pl.Tensor[[64, 256], pl.FP32], up__ssa_v0: pl.Tensor[[64, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                g__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(gate__ssa_v0, [16, 256], [i__idx_v0 * 16, 0])
                u__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(up__ssa_v0, [16, 256], [i__idx_v0 * 16, 0])
                ng__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.neg(g__ssa_v0)
                eg__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.exp(ng__ssa_v0)
                den__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.adds(eg__ssa_v0, 1.0)
                sig__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.recip(den__ssa_v0)
                silu__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.mul(g__ssa_v0, sig__ssa_v0)
                prod__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.mul(silu__ssa_v0, u__ssa_v0)
                out__ssa_v3: pl.Tensor[[64, 256], pl.FP32] = pl.tensor.assemble(out__iter_v1, prod__ssa_v0, [i__idx_v0 * 16, 0])
            out__rv_v2: pl.Tensor[[64, 256], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
