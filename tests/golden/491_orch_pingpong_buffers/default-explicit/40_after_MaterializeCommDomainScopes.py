# pypto.program: OrchPingPongBuffers
import pypto.language as pl

@pl.program
class OrchPingPongBuffers:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def relax(cur__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)]], src__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]) -> pl.Tensor[[64, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        for r__idx_v0, (nxt__iter_v1,) in pl.range(2, init_values=(cur__ssa_v0,)):
            c__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(cur__ssa_v0, [r__idx_v0 * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            s__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src__ssa_v0, [r__idx_v0 * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            h__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(c__ssa_v0, 0.75)
            q__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(s__ssa_v0, 0.25)
            n__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(h__ssa_v0, q__ssa_v0)
            nxt__ssa_v3: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)] = pl.tile.store(n__ssa_v0, [r__idx_v0 * 32, 0], nxt__iter_v1)
            nxt__rv_v2: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 32768)] = pl.yield_(nxt__ssa_v3)
        return cur__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], src__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for it__idx_v0, (cur,) in pl.range(6, init_values=(x__ssa_v0,)):
            nxt__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = self.relax(cur, src__ssa_v0, attrs={"arg_directions": [pl.adir.inout, pl.adir.input]})
            fin: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)] = pl.yield_(nxt__ssa_v1)
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 32768)] = self.relax(fin, src__ssa_v0, attrs={"arg_directions": [pl.adir.inout, pl.adir.input]})
        return y__ssa_v1
