# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        x__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        tmp_tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        a__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(24576, pl.INT64), 128), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_max(x__tile, tmp_tile)
        r__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_sub(x__tile, a__tile)
        y__tile: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(r__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], h__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], v__ssa_v0: pl.Tensor[[32, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 128)], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8192)] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
