# pypto.program: AccumDemo
import pypto.language as pl

@pl.program
class AccumDemo:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def accum(a__ssa_v0: pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 2048)], n__ssa_v0: pl.Scalar[pl.INDEX], o__ssa_v0: pl.Out[pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 2048)]]) -> pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 2048)]:
        mem_vec_2__ssa_v0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_3__ssa_v0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        zero__ssa_v0: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([8, 64], dtype=pl.FP32, value=0.0)
        for i__idx_v0, (acc,) in pl.range(n__ssa_v0, init_values=(zero__ssa_v0,)):
            row__ssa_v0: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
            if i__idx_v0 < 4:
                nxt__ssa_v0: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(acc, row__ssa_v0)
                pick__rv_v0: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(nxt__ssa_v0)
            else:
                pick__rv_v0: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(acc)
            acc_out: pl.Tile[[8, 64], pl.FP32, pl.MemRef("mem_vec_2", 0, 2048), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(pick__rv_v0)
        res__ssa_v0: pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 2048)] = pl.tile.store(acc_out, [0, 0], o__ssa_v0)
        return res__ssa_v0
