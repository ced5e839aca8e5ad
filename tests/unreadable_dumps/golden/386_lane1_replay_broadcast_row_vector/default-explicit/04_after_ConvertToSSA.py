# pypto.program: V7
import pypto.language as pl

@pl.program
class V7:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[32, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        al__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat), target_memory=pl.Mem.Left)
        br__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat), target_memory=pl.Mem.Right)
        v__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(pl.tile.matmul(al__ssa_v0, br__ssa_v0), target_memory=pl.Mem.Vec)
        tmp__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        rv__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([32, 1], dtype=pl.FP32, value=2.0)
        s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(rv__ssa_v0, pl.tile.row_sum(v__ssa_v0, tmp__ssa_v0))
        c__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(pl.tile.row_expand_mul(v__ssa_v0, s__ssa_v0), [0, 0], c__ssa_v0)
        return c__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[32, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        c__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.k(a__ssa_v0, b__ssa_v0, x__ssa_v0, n__ssa_v0, c__ssa_v0)
        return c__ssa_v1
