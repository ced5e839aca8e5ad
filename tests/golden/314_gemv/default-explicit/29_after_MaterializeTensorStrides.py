# pypto.program: Gemv
import pypto.language as pl

@pl.program
class Gemv:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[1, 128], pl.BF16], w__ssa_v0: pl.Tensor[[128, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[1, 64], pl.FP32]]) -> pl.Tensor[[1, 64], pl.FP32]:
        x_mat__ssa_v0: pl.Tile[[1, 128], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Mat)
        x_left__ssa_v0: pl.Tile[[1, 128], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(x_mat__ssa_v0, target_memory=pl.Mem.Left)
        w_mat__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        w_right__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(w_mat__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.gemv(x_left__ssa_v0, w_right__ssa_v0)
        acc__ssa_v1: pl.Tile[[1, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.gemv_acc(acc__ssa_v0, x_left__ssa_v0, w_right__ssa_v0)
        r__ssa_v0: pl.Tensor[[1, 64], pl.FP32] = pl.tile.store(acc__ssa_v1, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[1, 128], pl.BF16], w__ssa_v0: pl.Tensor[[128, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[1, 64], pl.FP32]]) -> pl.Tensor[[1, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[1, 64], pl.FP32] = self.kernel(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
