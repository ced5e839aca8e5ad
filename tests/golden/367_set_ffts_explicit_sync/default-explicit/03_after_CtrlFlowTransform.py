# pypto.program: ExplicitFftsSync
import pypto.language as pl

@pl.program
class ExplicitFftsSync:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(workspace: pl.Tensor[[256], pl.INT64], x: pl.Tensor[[16, 16], pl.FP16], w: pl.Tensor[[16, 16], pl.FP16], staged: pl.InOut[pl.Tensor[[16, 16], pl.FP16]], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        pl.system.set_ffts(workspace)
        t: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t)
        staged: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(e, [0, 0], staged)
        pl.system.sync_set(5, pipe=pl.PipeType.MTE3, ffts_mode=2, core_type='aiv')
        pl.system.sync_wait(5, pipe=pl.PipeType.MTE2, core_type='aic')
        a_mat: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(staged, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        a_l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
        b_r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b_mat, target_memory=pl.Mem.Right)
        prod: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a_l, b_r)
        out: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(prod, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, workspace: pl.Tensor[[256], pl.INT64], x: pl.Tensor[[16, 16], pl.FP16], w: pl.Tensor[[16, 16], pl.FP16], staged: pl.InOut[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP32]:
        out: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out: pl.Tensor[[16, 16], pl.FP32] = self.kernel(workspace, x, w, staged, out)
        return out
