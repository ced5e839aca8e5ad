# pypto.program: ClusterMixedInnerCreate
import pypto.language as pl

@pl.program
class ClusterMixedInnerCreate:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], b__ssa_v0: pl.Tensor[[16, 16], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.cluster():
            mid__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            with pl.at(level=pl.Level.CORE_GROUP):
                p__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                mid__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.assemble(mid__ssa_v0, p__ssa_v0, [0, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                r__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.exp(mid__ssa_v1)
                y__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.assemble(y__ssa_v0, r__ssa_v0, [0, 0])
        return y__ssa_v1
