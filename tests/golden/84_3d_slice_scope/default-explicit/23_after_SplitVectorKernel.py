# pypto.program: Slice3dScope
import pypto.language as pl

@pl.program
class Slice3dScope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[4, 32, 64], pl.FP32], b__idx_v0: pl.Scalar[pl.INDEX], y__iter_v1: pl.Out[pl.Tensor[[4, 32, 64], pl.FP32]]) -> pl.Tensor[[4, 32, 64], pl.FP32]:
        t__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [b__idx_v0, 0, 0], [1, 32, 64], [1, 32, 64], target_memory=pl.Mem.Vec)
        u__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(t__tile, t__tile)
        v__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(u__tile, 1.0)
        y__tile: pl.Tensor[[4, 32, 64], pl.FP32] = pl.tile.store(v__tile, [b__idx_v0, 0, 0], y__iter_v1, [1, 32, 64])
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[4, 32, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[4, 32, 64], pl.FP32]]) -> pl.Tensor[[4, 32, 64], pl.FP32]:
        for b__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[4, 32, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, b__idx_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[4, 32, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
