# pypto.program: ClusterVecThenCube
import pypto.language as pl

@pl.program
class ClusterVecThenCube:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], h__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP16]]) -> pl.Tensor[[32, 64], pl.FP16]:
        t__tmp_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.maximum(x__ssa_v0, 0.0)
        t__tmp_v1: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.cast(t__tmp_v0, target_type=pl.FP16, mode='round')
        h__ssa_v1: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.assemble(h__ssa_v0, t__tmp_v1, [0, 0])
        return h__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_1(h__ssa_v1: pl.Tensor[[32, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t__tmp_v2: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.matmul(h__ssa_v1, w__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, t__tmp_v2, [0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_cluster_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        h__ssa_v0: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.create([32, 64], dtype=pl.FP16, layout=pl.TensorLayout.ND)
        h__ssa_v1: pl.Tensor[[32, 64], pl.FP16] = self.main_incore_0(x__ssa_v0, h__ssa_v0)
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_1(h__ssa_v1, w__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_cluster_0(x__ssa_v0, w__ssa_v0, y__ssa_v0)
        return y__ssa_v1
