# pypto.program: SpmdStoreInIf
import pypto.language as pl

@pl.program
class SpmdStoreInIf:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i__ssa_v0 in pl.spmd(2):
            if i__ssa_v0 < n__ssa_v0:
                t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
                y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [i__ssa_v0 * 64, 0], y__ssa_v0)
                y__phi_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__ssa_v1)
            else:
                y__phi_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__ssa_v0)
        return y__phi_v2
