# pypto.program: V7
import pypto.language as pl

@pl.program
class V7:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a: pl.Tensor[[32, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], x: pl.Tensor[[128, 64], pl.FP32], n: pl.Scalar[pl.INDEX], c: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        al: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat), target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat), target_memory=pl.Mem.Right)
        v: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(pl.tile.matmul(al, br), target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        rv: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.full([32, 1], dtype=pl.FP32, value=2.0)
        s: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.mul(rv, pl.tile.row_sum(v, tmp))
        c: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(pl.tile.row_expand_mul(v, s), [0, 0], c)
        return c
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[32, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], x: pl.Tensor[[128, 64], pl.FP32], n: pl.Scalar[pl.INDEX], c: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        c: pl.Tensor[[32, 64], pl.FP32] = self.k(a, b, x, n, c)
        return c
