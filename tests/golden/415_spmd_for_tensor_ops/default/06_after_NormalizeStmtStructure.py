# pypto.program: SpmdTensorOps
import pypto.language as pl

@pl.program
class SpmdTensorOps:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for b__ssa_v0 in pl.spmd(4, name_hint="mm_spmd"):
            xs__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [64, 64], [b__ssa_v0 * 64, 0])
            acc__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(xs__ssa_v0, w__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False)
            y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, acc__ssa_v0, [b__ssa_v0 * 64, 0])
        return y__ssa_v1
