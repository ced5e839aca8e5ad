# pypto.program: TiledGemmMNK
import pypto.language as pl

@pl.program
class TiledGemmMNK:
    @pl.function
    def main(self, a: pl.Tensor[[128, 256], pl.FP16], b: pl.Tensor[[256, 128], pl.FP16], c: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for mi in pl.parallel(2):
            for ni in pl.parallel(2):
                with pl.at(level=pl.Level.CORE_GROUP):
                    a0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(a, [64, 64], [mi * 64, 0])
                    b0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(b, [64, 64], [0, ni * 64])
                    acc: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a0, b0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                    for ki in pl.range(1, 4):
                        ak: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(a, [64, 64], [mi * 64, ki * 64])
                        bk: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(b, [64, 64], [ki * 64, ni * 64])
                        acc: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul_acc(acc, ak, bk, a_trans=False, b_trans=False)
                    c: pl.Tensor[[128, 128], pl.FP32] = pl.tensor.assemble(c, acc, [mi * 64, ni * 64])
        return c
