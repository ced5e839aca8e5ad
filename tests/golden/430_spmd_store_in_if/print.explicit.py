# pypto.program: SpmdStoreInIf
import pypto.language as pl

@pl.program
class SpmdStoreInIf:
    @pl.function
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i in pl.spmd(2):
            if i < n:
                t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [i * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
                y: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t, [i * 64, 0], y)
        return y
