# pypto.program: ScopeAttnScore
import pypto.language as pl

@pl.program
class ScopeAttnScore:
    @pl.function
    def main(self, q: pl.Tensor[[32, 64], pl.BF16], k: pl.Tensor[[64, 64], pl.BF16], v: pl.Tensor[[64, 64], pl.BF16], o: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.matmul(q, k, a_trans=False, b_trans=True, c_matrix_nz=False, out_dtype=pl.FP32)
            m: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_max(s)
            e: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(pl.tensor.row_expand_sub(s, m))
            l: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_sum(e)
            p: pl.Tensor[[32, 64], pl.BF16] = pl.tensor.cast(pl.tensor.row_expand_div(e, l), target_type=pl.BF16, mode='round')
            ov: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.matmul(p, v, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            o: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(o, ov, [0, 0])
        return o
