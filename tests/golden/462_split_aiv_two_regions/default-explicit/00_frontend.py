# pypto.program: SplitAivTwoRegions
import pypto.language as pl

@pl.program
class SplitAivTwoRegions:
    @pl.function
    def main(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]], z: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                t: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
                y: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(pl.tile.muls(t, 2.0), [0, 0], y)
            for half in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
                u: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
                z: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(pl.tile.abs(u), [0, 0], z)
        return y, z
