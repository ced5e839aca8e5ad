# pypto.program: LoopDyn
import pypto.language as pl

@pl.program
class LoopDyn:
    @pl.function
    def main(self, x: pl.Tensor[[256, 64], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for k in pl.range(1, 3):
            for i in pl.spmd(k * 2):
                t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
                r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(t, 1.0)
                y: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r, [i * 32, 0], y)
        return y
