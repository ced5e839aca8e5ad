# pypto.program: ParallelStartStep
import pypto.language as pl

@pl.program
class ParallelStartStep:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 24576)], r__idx_v0: pl.Scalar[pl.INDEX], y__iter_v1: pl.Out[pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 24576)]]) -> pl.Tensor[[96, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        t__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [r__idx_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sqrt(t__tile)
        y__tile: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 24576)] = pl.tile.store(s__tile, [r__idx_v0, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 24576)], y__ssa_v0: pl.Out[pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 24576)]]) -> pl.Tensor[[96, 64], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.parallel(32, 96, 32, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 24576)] = self.main_incore_0(x__ssa_v0, r__idx_v0, y__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
            y__rv_v2: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 24576)] = pl.yield_(y__ssa_v3)
        return y__rv_v2
