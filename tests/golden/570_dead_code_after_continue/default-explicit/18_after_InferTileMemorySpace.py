# pypto.program: DeadCodeAfterContinue
import pypto.language as pl

@pl.program
class DeadCodeAfterContinue:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]], b__ssa_v0: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        a__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for i__idx_v0, (x, y) in pl.range(8, init_values=(a__tile, b__tile)):
            if i__idx_v0 < 3:
                x__rv_v0, y__rv_v0 = pl.yield_(x, y)
            else:
                x_new__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(x, y)
                y_new__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(y, x)
                x__rv_v0, y__rv_v0 = pl.yield_(x_new__tile, y_new__tile)
            x_out, y_out = pl.yield_(x__rv_v0, y__rv_v0)
        ret0__store: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(x_out, [0, 0], a__ssa_v0)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP32], b__ssa_v0: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        r__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = self.kernel(a__ssa_v0, b__ssa_v0)
        return r__ssa_v0
