# pypto.program: Slice3dBmm
import pypto.language as pl

@pl.program
class Slice3dBmm:
    @pl.function
    def main(self, a: pl.Tensor[[2, 16, 32], pl.FP16], b: pl.Tensor[[32, 16], pl.FP16], c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            p3: pl.Tensor[[2, 16, 16], pl.FP32] = pl.tensor.matmul(a, b, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            t: pl.Tensor[[1, 16, 16], pl.FP32] = pl.tensor.slice(p3, [1, 16, 16], [1, 0, 0])
            p: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.reshape(t, [16, 16])
            c: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.assemble(c, p, [0, 0])
        return c
