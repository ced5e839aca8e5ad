# pypto.program: RowExpandOpsScope
import pypto.language as pl

@pl.program
class RowExpandOpsScope:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 256], pl.FP32], r__ssa_v0: pl.Tensor[[32, 1], pl.FP32], c__ssa_v0: pl.Tensor[[1, 256], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 256], pl.FP32]]) -> pl.Tensor[[32, 256], pl.FP32]:
        x__tile: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
        r__tile: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(r__ssa_v0, [0, 0], [32, 1], [32, 1], target_memory=pl.Mem.Vec)
        c__tile: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(c__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        a__tile: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_add(x__tile, r__tile)
        b__tile: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_mul(a__tile, r__tile)
        d__tile: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_expand_sub(b__tile, c__tile)
        e__tile: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_expand_div(d__tile, c__tile)
        y__tile: pl.Tensor[[32, 256], pl.FP32] = pl.tile.store(e__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 256], pl.FP32], r__ssa_v0: pl.Tensor[[32, 1], pl.FP32], c__ssa_v0: pl.Tensor[[1, 256], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 256], pl.FP32]]) -> pl.Tensor[[32, 256], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 256], pl.FP32] = self.main_incore_0(x__ssa_v0, r__ssa_v0, c__ssa_v0, y__ssa_v0)
        return y__ssa_v1
