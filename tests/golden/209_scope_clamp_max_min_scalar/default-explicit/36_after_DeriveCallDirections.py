# pypto.program: ScopeClampMaxMinScalar
import pypto.language as pl

@pl.program
class ScopeClampMaxMinScalar:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.InOut[pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[16, 256], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        a__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        hi__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximum(a__tile, b__tile)
        lo__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.minimum(a__tile, b__tile)
        s__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(hi__tile, lo__tile)
        c__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximums(s__tile, 9.9999999999999995e-07)
        r__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.rsqrt(c__tile)
        out__tile: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = pl.tile.store(r__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.InOut[pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[16, 256], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = self.main_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout]})
        return out__ssa_v1
