# pypto.program: SpmdTensorMixed
import pypto.language as pl

@pl.program
class SpmdTensorMixed:
    @pl.function
    def main(self, a: pl.Tensor[[256, 64], pl.FP16], w: pl.Tensor[[64, 64], pl.FP16], y: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i in pl.spmd(4):
            xs: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(a, [64, 64], [i * 64, 0])
            c: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(xs, w, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            r: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.exp(c)
        y: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(y, r, [i * 64, 0])
        y: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(y, r, [0, 0])
        return y
