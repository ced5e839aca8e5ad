# pypto.program: PipelineKLoop
import pypto.language as pl

@pl.program
class PipelineKLoop:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def gemm_pipe(a__ssa_v0: pl.Tensor[[64, 256], pl.FP16], b__ssa_v0: pl.Tensor[[256, 64], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        acc0__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for k__idx_v0, (acc,) in pl.pipeline(4, stage=2, init_values=(acc0__ssa_v0,)):
            ak__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, k__idx_v0 * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            bk__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [k__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            al__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(ak__ssa_v0, target_memory=pl.Mem.Left)
            br__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(bk__ssa_v0, target_memory=pl.Mem.Right)
            nx__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_acc(acc, al__ssa_v0, br__ssa_v0)
            fin: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(nx__ssa_v0)
        cd__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(fin, [0, 0], c__ssa_v0)
        return cd__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[64, 256], pl.FP16], b__ssa_v0: pl.Tensor[[256, 64], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        c__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.gemm_pipe(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        return c__ssa_v1
