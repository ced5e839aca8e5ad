# pypto.program: IfElseInScope
import pypto.language as pl

@pl.program
class IfElseInScope:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], i__idx_v0: pl.Scalar[pl.INDEX], y__iter_v1: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        if i__idx_v0 == 0:
            u__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(t__tile, 2.0)
            y__tile: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(u__tile, [0, 0], y__iter_v1)
            y__phi_v5: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(y__tile)
        else:
            w__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.subs(t__tile, 2.0)
            y__tile_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(w__tile, [32, 0], y__iter_v1)
            y__phi_v5: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(y__tile_1)
        return y__phi_v5
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i__idx_v0, (y__iter_v1,) in pl.range(2, init_values=(y__ssa_v0,)):
            y__phi_v5: pl.Tensor[[64, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, i__idx_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(y__phi_v5)
        return y__rv_v2
