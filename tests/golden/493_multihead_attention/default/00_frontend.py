# pypto.program: MultiHeadAttention
import pypto.language as pl

@pl.program
class MultiHeadAttention:
    @pl.function
    def main(self, q: pl.Tensor[[16, 128], pl.BF16], k: pl.Tensor[[64, 128], pl.BF16], v: pl.Tensor[[64, 128], pl.BF16], o: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        for h in pl.range(2):
            with pl.at(level=pl.Level.CORE_GROUP):
                qh: pl.Tensor[[16, 64], pl.BF16] = pl.tensor.slice(q, [16, 64], [0, h * 64])
                kh: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.slice(k, [64, 64], [0, h * 64])
                vh: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.slice(v, [64, 64], [0, h * 64])
                s: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.matmul(qh, kh, a_trans=False, b_trans=True, c_matrix_nz=False, out_dtype=pl.FP32)
                m: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(s)
                c: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.row_expand_sub(s, m)
                e: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(c)
                l: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(e)
                p: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.row_expand_div(e, l)
                pb: pl.Tensor[[16, 64], pl.BF16] = pl.tensor.cast(p, target_type=pl.BF16, mode='round')
                ov: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.matmul(pb, vh, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                o: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.assemble(o, ov, [0, h * 64])
        return o
