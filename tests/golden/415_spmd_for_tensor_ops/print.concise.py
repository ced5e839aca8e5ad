# pypto.program: SpmdTensorOps
import pypto.language as pl

@pl.program
class SpmdTensorOps:
    @pl.function
    def main(self, x: pl.Tensor[[256, 64], pl.FP32], w: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for b in pl.spmd(4, name_hint="mm_spmd"):
            xs: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.slice(x, [64, 64], [b * 64, 0])
            acc: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(xs, w, a_trans=False, b_trans=False, c_matrix_nz=False)
            y: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(y, acc, [b * 64, 0])
        return y
