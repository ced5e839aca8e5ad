# pypto.program: StoreOffsetRank3dNegative
import pypto.language as pl

@pl.program
class StoreOffsetRank3dNegative:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[4, 16, 64], pl.FP32], out: pl.Out[pl.Tensor[[4, 16, 64], pl.FP32]]) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        t: pl.Tile[[1, 16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0, 0], [1, 16, 64], [1, 16, 64], target_memory=pl.Mem.Vec)
        done: pl.Tensor[[4, 16, 64], pl.FP32] = pl.tile.store(t, [1, 0], out)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[4, 16, 64], pl.FP32], out: pl.Out[pl.Tensor[[4, 16, 64], pl.FP32]]) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        out: pl.Tensor[[4, 16, 64], pl.FP32] = self.k(x, out)
        return out
