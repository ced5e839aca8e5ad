# pypto.program: SpmdMixed
import pypto.language as pl

@pl.program
class SpmdMixed:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i__ssa_v0 in pl.spmd(4, name_hint="mm_spmd"):
            at__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            wt__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            al__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(at__ssa_v0, target_memory=pl.Mem.Left)
            wr__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(wt__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al__ssa_v0, wr__ssa_v0)
            cv__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(c__ssa_v0, target_memory=pl.Mem.Vec)
            r__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.relu(cv__ssa_v0)
            y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [i__ssa_v0 * 64, 0], y__ssa_v0)
        return y__ssa_v1
