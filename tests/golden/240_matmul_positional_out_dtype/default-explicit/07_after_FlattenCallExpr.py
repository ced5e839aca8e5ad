# pypto.program: MmPos
import pypto.language as pl

@pl.program
class MmPos:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            p__ssa_v0: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            c__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.assemble(c__ssa_v0, p__ssa_v0, [0, 0])
        return c__ssa_v1
