# pypto.program: SplitHintPureKernels
import pypto.language as pl

@pl.program
class SplitHintPureKernels:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 128], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], z__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
            e__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.exp(x__ssa_v0)
            s__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.add(e__ssa_v0, x__ssa_v0)
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v0, s__ssa_v0, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.LEFT_RIGHT)]):
            p__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            z__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(z__ssa_v0, p__ssa_v0, [0, 0])
        return y__ssa_v1
