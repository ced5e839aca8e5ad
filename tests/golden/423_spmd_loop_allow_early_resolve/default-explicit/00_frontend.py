# pypto.program: SpmdForEarly
import pypto.language as pl

@pl.program
class SpmdForEarly:
    @pl.function
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for b in pl.spmd(4, allow_early_resolve=True):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [b * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            out: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t, [b * 32, 0], out)
        return out
