# pypto.program: SpmdPred
import pypto.language as pl

@pl.program
class SpmdPred:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], g__ssa_v0: pl.Tensor[[4, 4], pl.INT32], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i__ssa_v0 in pl.spmd(4, predicate=(pl.cast(pl.tensor.read(g__ssa_v0, [0, 0]), pl.INDEX) > 0)):
            t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [i__ssa_v0 * 32, 0], y__ssa_v0)
        return y__ssa_v1
