# pypto.program: BatchMatmulBinaryEpilogue
import pypto.language as pl

@pl.program
class BatchMatmulBinaryEpilogue:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[2, 16, 32], pl.BF16], b__ssa_v0: pl.Tensor[[2, 32, 64], pl.BF16], s__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[2, 16, 64], pl.FP32]]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            c__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            d__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.mul(c__ssa_v0, s__ssa_v0)
            e__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.adds(d__ssa_v0, 1.0)
            y__ssa_v1: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, e__ssa_v0, [0, 0, 0])
        return y__ssa_v1
