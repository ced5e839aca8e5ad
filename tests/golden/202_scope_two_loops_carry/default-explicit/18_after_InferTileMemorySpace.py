# pypto.program: ScopeTwoLoopsCarry
import pypto.language as pl

@pl.program
class ScopeTwoLoopsCarry:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[32, 64], pl.FP32], b__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        a__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        acc__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(a__tile, 0.0)
        for i__idx_v0, (acc__iter_v1,) in pl.range(3, init_values=(acc__tile,)):
            acc__tile_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(acc__iter_v1, a__tile)
            acc__rv_v2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(acc__tile_1)
        for j__idx_v0, (acc__iter_v4,) in pl.range(2, init_values=(acc__rv_v2,)):
            acc__tile_2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sub(acc__iter_v4, b__tile)
            acc__rv_v5: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(acc__tile_2)
        y__tile: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(acc__rv_v5, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP32], b__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, y__ssa_v0)
        return y__ssa_v1
