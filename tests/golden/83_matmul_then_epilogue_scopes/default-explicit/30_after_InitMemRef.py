# pypto.program: MatmulThenEpilogueScopes
import pypto.language as pl

@pl.program
class MatmulThenEpilogueScopes:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[64, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], mm__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 16384)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        a__ssa_v0_mat: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        b__ssa_v0_mat: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 16384), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        a__ssa_v0_mat_Left: pl.Tile[[64, 128], pl.BF16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 16384), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a__ssa_v0_mat, target_memory=pl.Mem.Left)
        b__ssa_v0_mat_Right: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 16384), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b__ssa_v0_mat, target_memory=pl.Mem.Right)
        c__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a__ssa_v0_mat_Left, b__ssa_v0_mat_Right)
        mm__tile: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = pl.tile.store(c__tile, [0, 0], mm__ssa_v0)
        return mm__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_1(mm__ssa_v1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], bias__ssa_v0: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mm__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(mm__ssa_v1, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        bias__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 256), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(bias__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        d__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_expand_add(mm__tile, bias__tile)
        e__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(d__tile)
        y__tile: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = pl.tile.store(e__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], bias__ssa_v0: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mm__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        mm__ssa_v1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)] = self.main_incore_0(a__ssa_v0, b__ssa_v0, mm__ssa_v0)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 16384)] = self.main_incore_1(mm__ssa_v1, bias__ssa_v0, y__ssa_v0)
        return y__ssa_v1
