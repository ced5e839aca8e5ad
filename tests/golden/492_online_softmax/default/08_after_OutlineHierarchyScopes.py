# pypto.program: OnlineSoftmax
import pypto.language as pl

@pl.program
class OnlineSoftmax:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[16, 512], pl.FP32], lse__ssa_v0: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            x0__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 128], [0, 0])
            mx__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(x0__ssa_v0)
            c0__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_sub(x0__ssa_v0, mx__ssa_v0)
            e0__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(c0__ssa_v0)
            sm__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(e0__ssa_v0)
            for j__idx_v0, (mx__iter_v1, sm__iter_v1) in pl.range(1, 4, init_values=(mx__ssa_v0, sm__ssa_v0)):
                xj__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 128], [0, j__idx_v0 * 128])
                mj__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(xj__ssa_v0)
                mn__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.maximum(mx__iter_v1, mj__ssa_v0)
                dm__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.sub(mx__iter_v1, mn__ssa_v0)
                sc__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.exp(dm__ssa_v0)
                cj__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_sub(xj__ssa_v0, mn__ssa_v0)
                ej__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(cj__ssa_v0)
                sj__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(ej__ssa_v0)
                rs__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.mul(sm__iter_v1, sc__ssa_v0)
                sm__ssa_v3: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.add(rs__ssa_v0, sj__ssa_v0)
                mx__ssa_v3: pl.Tensor[[16, 1], pl.FP32] = mn__ssa_v0
                mx__rv_v2, sm__rv_v2 = pl.yield_(mx__ssa_v3, sm__ssa_v3)
            ls__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.log(sm__rv_v2)
            r__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.add(ls__ssa_v0, mx__rv_v2)
            lse__ssa_v1: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.assemble(lse__ssa_v0, r__ssa_v0, [0, 0])
        return lse__ssa_v1
