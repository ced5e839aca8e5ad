# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(h__ssa_v0: pl.Tensor[[32, 64], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        h__tile: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(h__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        a__tile: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximums(h__tile, pl.const(0.5, pl.FP16))
        r__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(a__tile, target_type=pl.FP32, mode='round')
        y__tile: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(r__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], h__ssa_v0: pl.Tensor[[32, 64], pl.FP16], v__ssa_v0: pl.Tensor[[32, 1], pl.FP32], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(h__ssa_v0, y__ssa_v0)
        return y__ssa_v1
