# pypto.program: ScopeLoopIfParity
import pypto.language as pl

@pl.program
class ScopeLoopIfParity:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], i__idx_v0: pl.Scalar[pl.INDEX], y__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        blk__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        if i__idx_v0 % 2 == 0:
            r__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(blk__tile)
            r__phi_v2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(r__tile)
        else:
            r__tile_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.neg(blk__tile)
            r__phi_v2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(r__tile_1)
        y__tile: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(r__phi_v2, [i__idx_v0 * 16, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, i__idx_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
