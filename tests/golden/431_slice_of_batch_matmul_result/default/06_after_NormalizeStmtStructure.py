# pypto.program: Slice3dBmm
import pypto.language as pl

@pl.program
class Slice3dBmm:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[2, 16, 32], pl.FP16], b__ssa_v0: pl.Tensor[[32, 16], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            p3__ssa_v0: pl.Tensor[[2, 16, 16], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            t__ssa_v0: pl.Tensor[[1, 16, 16], pl.FP32] = pl.tensor.slice(p3__ssa_v0, [1, 16, 16], [1, 0, 0])
            p__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.reshape(t__ssa_v0, [16, 16])
            c__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.assemble(c__ssa_v0, p__ssa_v0, [0, 0])
        return c__ssa_v1
