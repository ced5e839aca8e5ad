# pypto.program: BatchMatmulBinaryEpilogue
import pypto.language as pl

@pl.program
class BatchMatmulBinaryEpilogue:
    @pl.function
    def main(self, a: pl.Tensor[[2, 16, 32], pl.BF16], b: pl.Tensor[[2, 32, 64], pl.BF16], s: pl.Tensor[[2, 16, 64], pl.FP32], y: pl.Out[pl.Tensor[[2, 16, 64], pl.FP32]]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            c: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.matmul(a, b, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            d: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.mul(c, s)
            e: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.adds(d, 1.0)
            y: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.assemble(y, e, [0, 0, 0])
        return y
