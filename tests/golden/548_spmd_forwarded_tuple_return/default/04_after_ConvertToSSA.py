# pypto.program: SpmdTensorMixed
import pypto.language as pl

@pl.program
class SpmdTensorMixed:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i__ssa_v0 in pl.spmd(4):
            xs__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(a__ssa_v0, [64, 64], [i__ssa_v0 * 64, 0])
            c__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(xs__ssa_v0, w__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            r__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.exp(c__ssa_v0)
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, r__ssa_v0, [i__ssa_v0 * 64, 0])
        y__ssa_v2: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v1, r__ssa_v0, [0, 0])
        return y__ssa_v2
