# pypto.program: MatmulBiasProbe
import pypto.language as pl

@pl.program
class MatmulBiasProbe:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def gemm_bias(a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], bias: pl.Tensor[[1, 64], pl.FP16], c: pl.Out[pl.Tensor[[32, 64], pl.FP16]]) -> pl.Tensor[[32, 64], pl.FP16]:
        a_m: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b_m: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        bias_m: pl.Tile[[1, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(bias, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Mat)
        a_l: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(a_m, target_memory=pl.Mem.Left)
        b_r: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(b_m, target_memory=pl.Mem.Right)
        bias_b: pl.Tile[[1, 64], pl.FP16, pl.Mem.Bias, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(bias_m, target_memory=pl.Mem.Bias)
        acc: pl.Tile[[32, 64], pl.FP16, pl.Mem.Acc] = pl.tile.matmul_bias(a_l, b_r, bias_b)
        done: pl.Tensor[[32, 64], pl.FP16] = pl.tile.store(acc, [0, 0], c)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], bias: pl.Tensor[[1, 64], pl.FP16], c: pl.Out[pl.Tensor[[32, 64], pl.FP16]]) -> pl.Tensor[[32, 64], pl.FP16]:
        c: pl.Tensor[[32, 64], pl.FP16] = self.gemm_bias(a, b, bias, c)
        return c
