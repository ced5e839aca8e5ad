# pypto.program: TwoSpmd
import pypto.language as pl

@pl.program
class TwoSpmd:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]], z__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]]:
        for i__ssa_v0 in pl.spmd(4):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            r__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t__ssa_v0, t__ssa_v0)
            y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [i__ssa_v0 * 64, 0], y__ssa_v0)
        for j__ssa_v0 in pl.spmd(2, sync_start=True):
            u__ssa_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(y__ssa_v1, [j__ssa_v0 * 128, 0], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
            v__ssa_v0: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.subs(u__ssa_v0, 1.0)
            z__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(v__ssa_v0, [j__ssa_v0 * 128, 0], z__ssa_v0)
        return y__ssa_v1, z__ssa_v1
