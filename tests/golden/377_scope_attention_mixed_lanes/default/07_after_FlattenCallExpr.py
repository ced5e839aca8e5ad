# pypto.program: ScopeAttnScore
import pypto.language as pl

@pl.program
class ScopeAttnScore:
    @pl.function
    def main(self, q__ssa_v0: pl.Tensor[[32, 64], pl.BF16], k__ssa_v0: pl.Tensor[[64, 64], pl.BF16], v__ssa_v0: pl.Tensor[[64, 64], pl.BF16], o__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.matmul(q__ssa_v0, k__ssa_v0, a_trans=False, b_trans=True, c_matrix_nz=False, out_dtype=pl.FP32)
            m__ssa_v0: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_max(s__ssa_v0)
            t__tmp_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.row_expand_sub(s__ssa_v0, m__ssa_v0)
            e__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(t__tmp_v0)
            l__ssa_v0: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_sum(e__ssa_v0)
            t__tmp_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.row_expand_div(e__ssa_v0, l__ssa_v0)
            p__ssa_v0: pl.Tensor[[32, 64], pl.BF16] = pl.tensor.cast(t__tmp_v1, target_type=pl.BF16, mode='round')
            ov__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.matmul(p__ssa_v0, v__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            o__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(o__ssa_v0, ov__ssa_v0, [0, 0])
        return o__ssa_v1
