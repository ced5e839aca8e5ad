# pypto.program: MinFillpadAcc
import pypto.language as pl

@pl.program
class MinFillpadAcc:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], o__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            sp__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.fillpad(s__ssa_v0, pad_value=pl.PadValue.min)
            o__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(o__ssa_v0, sp__ssa_v0, [0, 0])
        return o__ssa_v1
