# pypto.program: TensorCmp
import pypto.language as pl

@pl.program
class TensorCmp:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        x__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(y__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        cmp_mask: pl.Tile[[32, 32], pl.UINT8, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[32, 16], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cmps(x__tile, 0.0, cmp_type=4)
        cmp_one: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(33792, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([32, 128], dtype=pl.FP32, value=1.0)
        cmp_zero: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(50176, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([32, 128], dtype=pl.FP32, value=0.0)
        cmp_tmp: pl.Tile[[1, 32], pl.UINT8, pl.MemRef(mem_vec_8, pl.const(66560, pl.INT64), 32), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        pos__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(33792, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sel(cmp_mask, cmp_one, cmp_zero, cmp_tmp)
        cmp_mask_1: pl.Tile[[32, 32], pl.UINT8, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[32, 16], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cmp(x__tile, y__tile, cmp_type=5)
        cmp_one_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([32, 128], dtype=pl.FP32, value=1.0)
        cmp_zero_1: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(50176, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([32, 128], dtype=pl.FP32, value=0.0)
        cmp_tmp_1: pl.Tile[[1, 32], pl.UINT8, pl.MemRef(mem_vec_8, pl.const(66560, pl.INT64), 32), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        ge__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sel(cmp_mask_1, cmp_one_1, cmp_zero_1, cmp_tmp_1)
        m__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(pos__tile, ge__tile)
        r__tile: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(x__tile, m__tile)
        out__tile: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = pl.tile.store(r__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = self.main_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
