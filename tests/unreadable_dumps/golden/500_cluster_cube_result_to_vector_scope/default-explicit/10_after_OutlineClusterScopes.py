# pypto.program: ClusterMixedInnerCreate
import pypto.language as pl

@pl.program
class ClusterMixedInnerCreate:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], b__ssa_v0: pl.Tensor[[16, 16], pl.FP16], mid__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        p__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        mid__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.assemble(mid__ssa_v0, p__ssa_v0, [0, 0])
        return mid__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_1(mid__ssa_v1: pl.Tensor[[16, 16], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        r__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.exp(mid__ssa_v1)
        y__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.assemble(y__ssa_v0, r__ssa_v0, [0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_cluster_0(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], b__ssa_v0: pl.Tensor[[16, 16], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mid__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        mid__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, mid__ssa_v0)
        y__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = self.main_incore_1(mid__ssa_v1, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], b__ssa_v0: pl.Tensor[[16, 16], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        y__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = self.main_cluster_0(a__ssa_v0, b__ssa_v0, y__ssa_v0)
        return y__ssa_v1
