# pypto.program: ScopeMatmulRelu
import pypto.language as pl

@pl.program
class ScopeMatmulRelu:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP16], w__ssa_v0: pl.Tensor[[128, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            p__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a__ssa_v0, w__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
            y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, p__ssa_v0, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            r__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.sqrt(y__ssa_v1)
            y__ssa_v2: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v1, r__ssa_v0, [0, 0])
        return y__ssa_v2
