# pypto.program: Int32ScopeOps
import pypto.language as pl

@pl.program
class Int32ScopeOps:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[32, 64], pl.INT32], b__ssa_v0: pl.Tensor[[32, 64], pl.INT32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.INT32]]) -> pl.Tensor[[32, 64], pl.INT32]:
        a__tile: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s__tile: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(a__tile, b__tile)
        m__tile: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(s__tile, pl.const(3, pl.INT32))
        c__tile: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sub(m__tile, a__tile)
        y__tile: pl.Tensor[[32, 64], pl.INT32] = pl.tile.store(c__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[32, 64], pl.INT32], b__ssa_v0: pl.Tensor[[32, 64], pl.INT32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.INT32]]) -> pl.Tensor[[32, 64], pl.INT32]:
        y__ssa_v1: pl.Tensor[[32, 64], pl.INT32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, y__ssa_v0)
        return y__ssa_v1
