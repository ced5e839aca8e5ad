# pypto.program: ParallelStartStep
import pypto.language as pl

@pl.program
class ParallelStartStep:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[96, 64], pl.FP32], r__idx_v0: pl.Scalar[pl.INDEX], y__iter_v1: pl.Out[pl.Tensor[[96, 64], pl.FP32]]) -> pl.Tensor[[96, 64], pl.FP32]:
        t__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [r__idx_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sqrt(t__tile)
        y__tile: pl.Tensor[[96, 64], pl.FP32] = pl.tile.store(s__tile, [r__idx_v0, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[96, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[96, 64], pl.FP32]]) -> pl.Tensor[[96, 64], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.parallel(32, 96, 32, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[96, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, r__idx_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[96, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
