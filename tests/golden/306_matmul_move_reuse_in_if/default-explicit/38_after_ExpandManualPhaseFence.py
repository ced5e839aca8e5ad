# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main(a__ssa_v0: pl.Tensor[[16, 64], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], cond__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        mem_acc_8: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        sa__ssa_v0: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 2048), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        sb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_4, pl.const(2048, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        sa__ssa_v0_Left: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(sa__ssa_v0, target_memory=pl.Mem.Left)
        sb__ssa_v0_Right: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 8192), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(sb__ssa_v0, target_memory=pl.Mem.Right)
        prev__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(sa__ssa_v0_Left, sb__ssa_v0_Right)
        if cond__ssa_v0 < 1:
            c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_8, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(sa__ssa_v0_Left, sb__ssa_v0_Right)
            phi__rv_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_8, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(c__ssa_v0)
        else:
            prev__ssa_v0_mv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_8, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.move(prev__ssa_v0, target_memory=pl.Mem.Acc)
            phi__rv_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_8, pl.const(4096, pl.INT64), 4096), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(prev__ssa_v0_mv)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(phi__rv_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
