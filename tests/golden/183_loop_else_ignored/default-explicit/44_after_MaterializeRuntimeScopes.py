# pypto.program: LoopElseIgnored
import pypto.language as pl

@pl.program
class LoopElseIgnored:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        for i__idx_v0, (t__iter_v1,) in pl.range(4, init_values=(t__ssa_v0,)):
            t__ssa_v3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t__iter_v1, t__iter_v1)
            t__rv_v2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(t__ssa_v3)
        for j__idx_v0, (t__iter_v4,) in pl.range(2, init_values=(t__rv_v2,)):
            t__ssa_v6: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(t__iter_v4, t__iter_v4)
            t__rv_v5: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(t__ssa_v6)
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t__rv_v5, [0, 0], out__ssa_v0)
        return out__ssa_v0
