# pypto.program: MatmulBiasProbe
import pypto.language as pl

@pl.program
class MatmulBiasProbe:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def gemm_bias(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], bias__ssa_v0: pl.Tensor[[1, 64], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP16]]) -> pl.Tensor[[32, 64], pl.FP16]:
        a_m__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b_m__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        bias_m__ssa_v0: pl.Tile[[1, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(bias__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Mat)
        a_l__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a_m__ssa_v0, target_memory=pl.Mem.Left)
        b_r__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b_m__ssa_v0, target_memory=pl.Mem.Right)
        bias_b__ssa_v0: pl.Tile[[1, 64], pl.FP16, pl.Mem.Bias, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(bias_m__ssa_v0, target_memory=pl.Mem.Bias)
        acc__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_bias(a_l__ssa_v0, b_r__ssa_v0, bias_b__ssa_v0)
        done__ssa_v0: pl.Tensor[[32, 64], pl.FP16] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], bias__ssa_v0: pl.Tensor[[1, 64], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP16]]) -> pl.Tensor[[32, 64], pl.FP16]:
        c__ssa_v1: pl.Tensor[[32, 64], pl.FP16] = self.gemm_bias(a__ssa_v0, b__ssa_v0, bias__ssa_v0, c__ssa_v0)
        return c__ssa_v1
