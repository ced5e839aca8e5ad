# pypto.program: TileRandom
import pypto.language as pl

@pl.program
class TileRandom:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(seed: pl.Scalar[pl.INT32], out: pl.Out[pl.Tensor[[16, 64], pl.INT32]]) -> pl.Tensor[[16, 64], pl.INT32]:
        a: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.random(seed, pl.const(7, pl.INT32), pl.const(0, pl.INT32), pl.const(0, pl.INT32), pl.const(0, pl.INT32), pl.const(1, pl.INT32), [16, 64], dtype=pl.INT32, rounds=7)
        b: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 32], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.random(seed, pl.const(7, pl.INT32), pl.const(0, pl.INT32), pl.const(0, pl.INT32), pl.const(0, pl.INT32), pl.const(2, pl.INT32), [16, 64], [8, 32], dtype=pl.INT32, rounds=10)
        c: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(a, b)
        return pl.tile.store(c, [0, 0], out)
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, seed: pl.Scalar[pl.INT32], out: pl.Out[pl.Tensor[[16, 64], pl.INT32]]) -> pl.Tensor[[16, 64], pl.INT32]:
        out: pl.Tensor[[16, 64], pl.INT32] = self.kernel(seed, out)
        return out
