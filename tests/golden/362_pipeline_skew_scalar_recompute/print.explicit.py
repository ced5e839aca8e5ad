# pypto.program: PipelineSkewScalarRecompute
import pypto.language as pl

@pl.program
class PipelineSkewScalarRecompute:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rows(a: pl.Tensor[[96, 64], pl.FP16], w: pl.Tensor[[64, 64], pl.FP16], scale: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[96, 64], pl.FP32]]) -> pl.Tensor[[96, 64], pl.FP32]:
        w_mat: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        w_r: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        for r in pl.pipeline(0, 96, 16, stage=4):
            # stage=4 runs the producer three blocks ahead (6 iterations); the
            # row offset is shared by the load and the store, so the consumer
            # half recomputes it for the block it consumes.
            blk: pl.Scalar[pl.INDEX] = r // 16
            row: pl.Scalar[pl.INDEX] = blk * 16
            a_blk: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a, [row, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            a_l: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a_blk, target_memory=pl.Mem.Left)
            acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a_l, w_r)
            acc_v: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
            y: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.muls(acc_v, scale)
            out: pl.Tensor[[96, 64], pl.FP32] = pl.tile.store(y, [row, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[96, 64], pl.FP16], w: pl.Tensor[[64, 64], pl.FP16], out: pl.Out[pl.Tensor[[96, 64], pl.FP32]]) -> pl.Tensor[[96, 64], pl.FP32]:
        out: pl.Tensor[[96, 64], pl.FP32] = self.rows(a, w, 0.5, out)
        return out
