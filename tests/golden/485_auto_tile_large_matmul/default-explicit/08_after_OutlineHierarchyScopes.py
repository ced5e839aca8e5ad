# pypto.program: AutoTileLargeMatmul
import pypto.language as pl

@pl.program
class AutoTileLargeMatmul:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def big_mm(a__ssa_v0: pl.Tensor[[128, 256], pl.FP16], b__ssa_v0: pl.Tensor[[256, 128], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        am__ssa_v0: pl.Tile[[128, 256], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[256, 128], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [256, 128], [256, 128], target_memory=pl.Mem.Mat)
        acc__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(am__ssa_v0, bm__ssa_v0)
        cd__ssa_v0: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return cd__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[128, 256], pl.FP16], b__ssa_v0: pl.Tensor[[256, 128], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        c__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.big_mm(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        return c__ssa_v1
