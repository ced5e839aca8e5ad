# pypto.program: PartialFillpadMax
import pypto.language as pl

@pl.program
class PartialFillpadMax:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def masked_rowmax(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], cols__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[32, 1], pl.FP32]]) -> pl.Tensor[[32, 1], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[32, cols__ssa_v0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, cols__ssa_v0], target_memory=pl.Mem.Vec)
        f__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512, pad=pl.PadValue.min)] = pl.tile.fillpad(t__ssa_v0, pad_value=pl.PadValue.min)
        tmp__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_max(f__ssa_v0, tmp__ssa_v0)
        yd__ssa_v0: pl.Tensor[[32, 1], pl.FP32] = pl.tile.store(m__ssa_v0, [0, 0], y__ssa_v0)
        return yd__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], cols__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[32, 1], pl.FP32]]) -> pl.Tensor[[32, 1], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 1], pl.FP32] = self.masked_rowmax(x__ssa_v0, cols__ssa_v0, y__ssa_v0)
        return y__ssa_v1
