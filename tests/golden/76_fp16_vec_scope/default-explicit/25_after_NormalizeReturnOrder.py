# pypto.program: Fp16VecScope
import pypto.language as pl

@pl.program
class Fp16VecScope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 64], pl.FP16], g__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP16]]) -> pl.Tensor[[64, 64], pl.FP16]:
        x__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        g__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(g__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        p__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(x__tile, g__tile)
        q__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(p__tile, x__tile)
        y__tile: pl.Tensor[[64, 64], pl.FP16] = pl.tile.store(q__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP16], g__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP16]]) -> pl.Tensor[[64, 64], pl.FP16]:
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP16] = self.main_incore_0(x__ssa_v0, g__ssa_v0, y__ssa_v0)
        return y__ssa_v1
