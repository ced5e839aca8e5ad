# pypto.program: MmPos
import pypto.language as pl

@pl.program
class MmPos:
    @pl.function
    def main(self, a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16], c: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            p: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.matmul(a, b, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            c: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.assemble(c, p, [0, 0])
        return c
