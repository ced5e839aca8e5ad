# pypto.program: ClusterVecThenCube
import pypto.language as pl

@pl.program
class ClusterVecThenCube:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], h__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP16]]) -> pl.Tensor[[32, 64], pl.FP16]:
        x__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        t__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximums(x__tile, 0.0)
        t__tile_1: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.FP16, mode='round')
        h__tile: pl.Tensor[[32, 64], pl.FP16] = pl.tile.store(t__tile_1, [0, 0], h__ssa_v0)
        return h__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_1(h__ssa_v1: pl.Tensor[[32, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        h__ssa_v1_mat: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(h__ssa_v1, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        w__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        t__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(h__ssa_v1_mat, w__ssa_v0_mat)
        y__tile: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(t__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_cluster_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        h__ssa_v0: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.create([32, 64], dtype=pl.FP16, layout=pl.TensorLayout.ND)
        h__ssa_v1: pl.Tensor[[32, 64], pl.FP16] = self.main_incore_0(x__ssa_v0, h__ssa_v0)
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_1(h__ssa_v1, w__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_cluster_0(x__ssa_v0, w__ssa_v0, y__ssa_v0)
        return y__ssa_v1
