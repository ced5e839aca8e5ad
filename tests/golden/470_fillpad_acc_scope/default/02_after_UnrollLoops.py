# pypto.program: MinFillpadAcc
import pypto.language as pl

@pl.program
class MinFillpadAcc:
    @pl.function
    def main(self, a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.matmul(a, b, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            sp: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.fillpad(s, pad_value=pl.PadValue.min)
            o: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(o, sp, [0, 0])
        return o
