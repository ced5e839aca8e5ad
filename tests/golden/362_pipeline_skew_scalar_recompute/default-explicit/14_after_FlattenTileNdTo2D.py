# pypto.program: PipelineSkewScalarRecompute
import pypto.language as pl

@pl.program
class PipelineSkewScalarRecompute:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rows(a__ssa_v0: pl.Tensor[[96, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], scale__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[96, 64], pl.FP32]]) -> pl.Tensor[[96, 64], pl.FP32]:
        w_mat__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        w_r__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(w_mat__ssa_v0, target_memory=pl.Mem.Right)
        for r__idx_v0, (out__iter_v1,) in pl.pipeline(0, 96, 16, stage=4, init_values=(out__ssa_v0,)):
            # stage=4 runs the producer three blocks ahead (6 iterations); the
            # row offset is shared by the load and the store, so the consumer
            # half recomputes it for the block it consumes.
            blk__ssa_v0: pl.Scalar[pl.INDEX] = r__idx_v0 // 16
            row__ssa_v0: pl.Scalar[pl.INDEX] = blk__ssa_v0 * 16
            a_blk__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [row__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            a_l__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a_blk__ssa_v0, target_memory=pl.Mem.Left)
            acc__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a_l__ssa_v0, w_r__ssa_v0)
            acc_v__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(acc__ssa_v0, target_memory=pl.Mem.Vec)
            y__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.muls(acc_v__ssa_v0, scale__ssa_v0)
            out__ssa_v3: pl.Tensor[[96, 64], pl.FP32] = pl.tile.store(y__ssa_v0, [row__ssa_v0, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[96, 64], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[96, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[96, 64], pl.FP32]]) -> pl.Tensor[[96, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[96, 64], pl.FP32] = self.rows(a__ssa_v0, w__ssa_v0, 0.5, out__ssa_v0)
        return out__ssa_v1
