# pypto.program: SplitHintPureKernels
import pypto.language as pl

@pl.program
class SplitHintPureKernels:
    @pl.function
    def main(self, x: pl.Tensor[[64, 128], pl.FP32], a: pl.Tensor[[64, 64], pl.FP16], b: pl.Tensor[[64, 128], pl.FP16], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]], z: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
            e: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.exp(x)
            s: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.add(e, x)
            y: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y, s, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.LEFT_RIGHT)]):
            p: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.matmul(a, b, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            z: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(z, p, [0, 0])
        return y
