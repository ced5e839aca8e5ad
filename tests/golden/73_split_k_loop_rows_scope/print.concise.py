# pypto.program: SplitKLoopRowsScope
import pypto.language as pl

@pl.program
class SplitKLoopRowsScope:
    @pl.function
    def main(self, a: pl.Tensor[[128, 256], pl.BF16], b: pl.Tensor[[256, 64], pl.BF16], c: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for m in pl.range(2):
            with pl.at(level=pl.Level.CORE_GROUP):
                a0: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.slice(a, [64, 64], [m * 64, 0])
                b0: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.slice(b, [64, 64], [0, 0])
                acc: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a0, b0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                for k in pl.range(1, 4):
                    ak: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.slice(a, [64, 64], [m * 64, k * 64])
                    bk: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.slice(b, [64, 64], [k * 64, 0])
                    acc: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul_acc(acc, ak, bk, a_trans=False, b_trans=False)
                c: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.assemble(c, acc, [m * 64, 0])
        return c
