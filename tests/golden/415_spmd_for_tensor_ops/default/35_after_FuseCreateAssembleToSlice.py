# pypto.program: SpmdTensorOps
import pypto.language as pl

@pl.program
class SpmdTensorOps:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def mm(x__ssa_v0: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[256, 64], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        b__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        xs__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(x__ssa_v0, [b__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        w__ssa_v0_mat: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_mat_4, pl.const(16384, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        xs__tile_Left: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 16384), pl.Mem.Left] = pl.tile.move(xs__tile, target_memory=pl.Mem.Left)
        w__ssa_v0_mat_Right: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(w__ssa_v0_mat, target_memory=pl.Mem.Right)
        acc__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(xs__tile_Left, w__ssa_v0_mat_Right)
        y__tile: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = pl.tile.store(acc__tile, [b__ssa_v0 * 64, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def mm_spmd(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)] = self.mm(x__ssa_v0, w__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)] = self.mm_spmd(x__ssa_v0, w__ssa_v0, y__ssa_v0)
        return y__ssa_v1
