# pypto.program: RangeStartStepScope
import pypto.language as pl

@pl.program
class RangeStartStepScope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[256, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], r__idx_v0: pl.Scalar[pl.INDEX], y__iter_v1: pl.Out[pl.Tensor[[256, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[256, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__tile: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [r__idx_v0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        u__tile: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.subs(t__tile, 1.5)
        v__tile: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.abs(u__tile)
        y__tile: pl.Tensor[[256, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(v__tile, [r__idx_v0 - 32, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, x__ssa_v0: pl.Tensor[[256, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], y__ssa_v0: pl.Out[pl.Tensor[[256, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[256, 32], pl.FP32]:
        with pl.scope():
            for r__idx_v0, (y__iter_v1,) in pl.range(32, 256, 64, init_values=(y__ssa_v0,), attrs={"iter_arg_rebind_0": False}):
                with pl.scope():
                    y__ssa_v3: pl.Tensor[[256, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = self.main_incore_0(x__ssa_v0, r__idx_v0, y__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
                    y__rv_v2: pl.Tensor[[256, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = pl.yield_(y__ssa_v3)
            return y__rv_v2
