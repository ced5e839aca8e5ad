# pypto.program: MatmulInitVecCarry
import pypto.language as pl

@pl.program
class MatmulInitVecCarry:
    @pl.function
    def main(self, a: pl.Tensor[[64, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], bias: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], c: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a, b, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            for i in pl.range(4):
                if i < n:
                    acc: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.add(acc, bias)
                else:
                    acc: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.mul(acc, bias)
            c: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(c, acc, [0, 0])
        return c
