# pypto.program: SpmdForEarly
import pypto.language as pl

@pl.program
class SpmdForEarly:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for b__ssa_v0 in pl.spmd(4, allow_early_resolve=True):
            t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [b__ssa_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [b__ssa_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v1
