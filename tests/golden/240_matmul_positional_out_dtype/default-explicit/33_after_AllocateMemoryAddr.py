# pypto.program: MmPos
import pypto.language as pl

@pl.program
class MmPos:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], c__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        a__ssa_v0_mat: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 4096), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b__ssa_v0_mat: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_mat_4, pl.const(4096, pl.INT64), 4096), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        a__ssa_v0_mat_Left: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a__ssa_v0_mat, target_memory=pl.Mem.Left)
        b__ssa_v0_mat_Right: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 4096), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b__ssa_v0_mat, target_memory=pl.Mem.Right)
        p__tile: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a__ssa_v0_mat_Left, b__ssa_v0_mat_Right)
        c__tile: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(p__tile, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], c__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        c__ssa_v1: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = self.main_incore_0(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        return c__ssa_v1
