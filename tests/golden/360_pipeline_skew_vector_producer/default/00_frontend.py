# pypto.program: PipelineSkewVectorProducer
import pypto.language as pl

@pl.program
class PipelineSkewVectorProducer:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rows(a: pl.Tensor[[64, 64], pl.FP16], w: pl.Tensor[[64, 64], pl.FP16], scale: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        w_mat: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        w_r: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        for r in pl.pipeline(0, 64, 16, stage=2):
            # The vector lane loads a row block and pushes it to the cube lane
            # (it runs two blocks ahead), then pops and scales the product.
            a_blk: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(a, [r, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            a_l: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(a_blk, target_memory=pl.Mem.Left)
            acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, w_r)
            acc_v: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
            y: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc_v, scale)
            out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(y, [r, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[64, 64], pl.FP16], w: pl.Tensor[[64, 64], pl.FP16], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out: pl.Tensor[[64, 64], pl.FP32] = self.rows(a, w, 0.5, out)
        return out
