# pypto.program: MultiHeadAttention
import pypto.language as pl

@pl.program
class MultiHeadAttention:
    @pl.function
    def main(self, q__ssa_v0: pl.Tensor[[16, 128], pl.BF16], k__ssa_v0: pl.Tensor[[64, 128], pl.BF16], v__ssa_v0: pl.Tensor[[64, 128], pl.BF16], o__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        for h__idx_v0, (o__iter_v1,) in pl.range(2, init_values=(o__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                qh__ssa_v0: pl.Tensor[[16, 64], pl.BF16] = pl.tensor.slice(q__ssa_v0, [16, 64], [0, h__idx_v0 * 64])
                kh__ssa_v0: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.slice(k__ssa_v0, [64, 64], [0, h__idx_v0 * 64])
                vh__ssa_v0: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.slice(v__ssa_v0, [64, 64], [0, h__idx_v0 * 64])
                s__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.matmul(qh__ssa_v0, kh__ssa_v0, a_trans=False, b_trans=True, c_matrix_nz=False, out_dtype=pl.FP32)
                m__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(s__ssa_v0)
                c__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.row_expand_sub(s__ssa_v0, m__ssa_v0)
                e__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(c__ssa_v0)
                l__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(e__ssa_v0)
                p__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.row_expand_div(e__ssa_v0, l__ssa_v0)
                pb__ssa_v0: pl.Tensor[[16, 64], pl.BF16] = pl.tensor.cast(p__ssa_v0, target_type=pl.BF16, mode='round')
                ov__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.matmul(pb__ssa_v0, vh__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                o__ssa_v3: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.assemble(o__iter_v1, ov__ssa_v0, [0, h__idx_v0 * 64])
            o__rv_v2: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(o__ssa_v3)
        return o__rv_v2
