# pypto.program: ClusterVecThenCube
import pypto.language as pl

@pl.program
class ClusterVecThenCube:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        x__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        t__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.maximums(x__tile, 0.0)
        t__tile_1: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.cast(t__tile, target_type=pl.FP16, mode='round')
        h__tile: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile_1, [0, 0], h__ssa_v0__FREE_VAR)
        return h__ssa_v0__FREE_VAR
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_1(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_8: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        h__ssa_v1_mat: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(h__ssa_v1__FREE_VAR, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        w__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        h__ssa_v1_mat_Left: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(h__ssa_v1_mat, target_memory=pl.Mem.Left)
        w__ssa_v0_mat_Right: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(w__ssa_v0_mat, target_memory=pl.Mem.Right)
        t__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_8, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(h__ssa_v1_mat_Left, w__ssa_v0_mat_Right)
        y__tile: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_cluster_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        h__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([32, 64], dtype=pl.FP16, layout=pl.TensorLayout.ND)
        h__ssa_v1: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = self.main_incore_0(x__ssa_v0, w__ssa_v0, y__ssa_v0)
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8192)] = self.main_incore_1(x__ssa_v0, w__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = self.main_cluster_0(x__ssa_v0, w__ssa_v0, y__ssa_v0)
        return y__ssa_v1
