# pypto.program: TensorIndexSequences
import pypto.language as pl

@pl.program
class TensorIndexSequences:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(up__ssa_v0: pl.InOut[pl.Tensor[[1, 64], pl.INT32]], down__ssa_v0: pl.InOut[pl.Tensor[[1, 64], pl.INT16]]) -> tuple[pl.Tensor[[1, 64], pl.INT32], pl.Tensor[[1, 64], pl.INT16]]:
        a__tile: pl.Tile[[1, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        b__tile: pl.Tile[[1, 64], pl.INT16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.ci(pl.const(255, pl.INT16), [1, 64], dtype=pl.INT16, descending=True)
        c__tile: pl.Tile[[1, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.ci(pl.const(7, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        s__tile: pl.Tile[[1, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(a__tile, c__tile)
        up__tile: pl.Tensor[[1, 64], pl.INT32] = pl.tile.store(s__tile, [0, 0], up__ssa_v0)
        down__tile: pl.Tensor[[1, 64], pl.INT16] = pl.tile.store(b__tile, [0, 0], down__ssa_v0)
        return up__ssa_v0, down__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, up__ssa_v0: pl.InOut[pl.Tensor[[1, 64], pl.INT32]], down__ssa_v0: pl.InOut[pl.Tensor[[1, 64], pl.INT16]]) -> tuple[pl.Tensor[[1, 64], pl.INT32], pl.Tensor[[1, 64], pl.INT16]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[1, 64], pl.INT32], pl.Tensor[[1, 64], pl.INT16]] = self.main_incore_0(up__ssa_v0, down__ssa_v0)
        up__ssa_v1: pl.Tensor[[1, 64], pl.INT32] = ret__tmp_v0[0]
        down__ssa_v1: pl.Tensor[[1, 64], pl.INT16] = ret__tmp_v0[1]
        return up__ssa_v1, down__ssa_v1
