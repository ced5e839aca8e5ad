# pypto.program: AliasAccInIfMin
import pypto.language as pl

@pl.program
class AliasAccInIfMin:
    @pl.function
    def main(self, a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], flag: pl.Scalar[pl.INDEX], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            pv: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.matmul(a, b, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            if flag == 0:
                an: pl.Tensor[[16, 64], pl.FP32] = pv
            else:
                an: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.adds(pv, 1.0)
            o: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(o, an, [0, 0])
        return o
