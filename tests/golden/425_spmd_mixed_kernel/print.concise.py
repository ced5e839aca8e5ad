# pypto.program: SpmdMixed
import pypto.language as pl

@pl.program
class SpmdMixed:
    @pl.function
    def main(self, a: pl.Tensor[[256, 64], pl.FP16], w: pl.Tensor[[64, 64], pl.FP16], y: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i in pl.spmd(4, name_hint="mm_spmd"):
            at: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [i * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            wt: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            al: pl.Tile[[64, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(at, target_memory=pl.Mem.Left)
            wr: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(wt, target_memory=pl.Mem.Right)
            c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, wr)
            cv: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(c, target_memory=pl.Mem.Vec)
            r: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.relu(cv)
            y: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r, [i * 64, 0], y)
        return y
