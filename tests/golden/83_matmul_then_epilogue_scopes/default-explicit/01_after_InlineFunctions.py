# pypto.program: MatmulThenEpilogueScopes
import pypto.language as pl

@pl.program
class MatmulThenEpilogueScopes:
    @pl.function
    def main(self, a: pl.Tensor[[64, 128], pl.BF16], b: pl.Tensor[[128, 64], pl.BF16], bias: pl.Tensor[[1, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mm: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            c: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a, b, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            mm: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(mm, c, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            d: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.col_expand_add(mm, bias)
            e: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.exp(d)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y, e, [0, 0])
        return y
