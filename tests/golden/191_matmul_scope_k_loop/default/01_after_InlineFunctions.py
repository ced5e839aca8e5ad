# pypto.program: MatmulScopeKLoop
import pypto.language as pl

@pl.program
class MatmulScopeKLoop:
    @pl.function
    def main(self, a: pl.Tensor[[32, 256], pl.BF16], b: pl.Tensor[[256, 64], pl.BF16], c: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            for k in pl.range(4):
                ak: pl.Tensor[[32, 64], pl.BF16] = pl.tensor.slice(a, [32, 64], [0, k * 64])
                bk: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.slice(b, [64, 64], [k * 64, 0])
                if k == 0:
                    acc: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.matmul(ak, bk, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                else:
                    acc: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.matmul_acc(acc, ak, bk, a_trans=False, b_trans=False)
            c: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(c, acc, [0, 0])
        return c
