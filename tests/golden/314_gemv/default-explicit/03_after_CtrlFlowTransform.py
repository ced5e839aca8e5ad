# pypto.program: Gemv
import pypto.language as pl

@pl.program
class Gemv:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[1, 128], pl.BF16], w: pl.Tensor[[128, 64], pl.BF16], out: pl.Out[pl.Tensor[[1, 64], pl.FP32]]) -> pl.Tensor[[1, 64], pl.FP32]:
        x_mat: pl.Tile[[1, 128], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(x, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Mat)
        x_left: pl.Tile[[1, 128], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
        w_mat: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        w_right: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[1, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.gemv(x_left, w_right)
        acc: pl.Tile[[1, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.gemv_acc(acc, x_left, w_right)
        r: pl.Tensor[[1, 64], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[1, 128], pl.BF16], w: pl.Tensor[[128, 64], pl.BF16], out: pl.Out[pl.Tensor[[1, 64], pl.FP32]]) -> pl.Tensor[[1, 64], pl.FP32]:
        out: pl.Tensor[[1, 64], pl.FP32] = self.kernel(x, w, out)
        return out
