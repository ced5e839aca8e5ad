# pypto.program: ScopeRowBlockLoop
import pypto.language as pl

@pl.program
class ScopeRowBlockLoop:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)], i__idx_v0: pl.Scalar[pl.INDEX], bias__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], y__iter_v1: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]]) -> pl.Tensor[[128, 256], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        bias__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(bias__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        blk__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(1024, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
        shifted__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(1024, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_expand_add(blk__tile, bias__tile)
        act__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(1024, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(shifted__tile)
        y__tile: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)] = pl.tile.store(act__tile, [i__idx_v0 * 32, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 131072)], bias__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], y__ssa_v0: pl.Out[pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 131072)]]) -> pl.Tensor[[128, 256], pl.FP32]:
        for i__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 131072)] = self.main_incore_0(x__ssa_v0, i__idx_v0, bias__ssa_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[128, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 131072)] = pl.yield_(y__ssa_v3)
        return y__rv_v2
