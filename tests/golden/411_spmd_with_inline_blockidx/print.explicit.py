# pypto.program: SpmdInline
import pypto.language as pl

@pl.program
class SpmdInline:
    @pl.function
    def main(self, x: pl.Tensor[[256, 64], pl.FP32], y: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for b in pl.spmd(4, name_hint="rows_spmd"):
            t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [b * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            r: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(t, 2.0)
            y: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r, [b * 64, 0], y)
        return y
