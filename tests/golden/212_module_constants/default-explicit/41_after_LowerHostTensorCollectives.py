# pypto.program: ModuleConstants
import pypto.language as pl

@pl.program
class ModuleConstants:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], i__idx_v0: pl.Scalar[pl.INDEX], out__iter_v1: pl.Out[pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[64, 256], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        x__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [i__idx_v0, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximums(x__tile, 9.9999999999999995e-07)
        h__tile: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(y__tile, target_type=pl.BF16, mode='round')
        z__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(h__tile, target_type=pl.FP32, mode='round')
        r__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.rsqrt(z__tile)
        out__tile: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)] = pl.tile.store(r__tile, [i__idx_v0, 0], out__iter_v1)
        return out__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], out__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.range(0, 64, 16, init_values=(out__ssa_v0,)):
            out__ssa_v3: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = self.main_incore_0(a__ssa_v0, i__idx_v0, out__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
            out__rv_v2: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)] = pl.yield_(out__ssa_v3)
        return out__rv_v2
