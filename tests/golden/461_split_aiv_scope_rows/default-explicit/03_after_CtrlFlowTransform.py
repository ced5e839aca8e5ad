# pypto.program: SplitAivScopeRows
import pypto.language as pl

@pl.program
class SplitAivScopeRows:
    @pl.function
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], bias: pl.Tensor[[128, 64], pl.FP32], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                t: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
                b: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(bias, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
                s: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t, b)
                y: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(pl.tile.exp(s), [0, 0], y)
        return y
