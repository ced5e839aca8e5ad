# pypto.program: MatmulScopeKLoop
import pypto.language as pl

@pl.program
class MatmulScopeKLoop:
    @pl.function
    def main(self, a: pl.Tensor[[512, 256], pl.BF16], b: pl.Tensor[[256, 256], pl.BF16], c: pl.Out[pl.Tensor[[512, 256], pl.FP32]]) -> pl.Tensor[[512, 256], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc: pl.Tensor[[512, 256], pl.FP32] = pl.tensor.create([512, 256], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            for k in pl.range(4):
                ak: pl.Tensor[[512, 256], pl.BF16] = pl.tensor.slice(a, [512, 256], [0, k * 256])
                bk: pl.Tensor[[256, 256], pl.BF16] = pl.tensor.slice(b, [256, 256], [k * 256, 0])
                if k == 0:
                    acc: pl.Tensor[[512, 256], pl.FP32] = pl.tensor.matmul(ak, bk, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                else:
                    acc: pl.Tensor[[512, 256], pl.FP32] = pl.tensor.matmul_acc(acc, ak, bk, a_trans=False, b_trans=False)
            c: pl.Tensor[[512, 256], pl.FP32] = pl.tensor.assemble(c, acc, [0, 0])
        return c
