# pypto.program: MinFillpadAcc
import pypto.language as pl

@pl.program
class MinFillpadAcc:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], o__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        b__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        a__ssa_v0_mat_Left: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a__ssa_v0_mat, target_memory=pl.Mem.Left)
        b__ssa_v0_mat_Right: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b__ssa_v0_mat, target_memory=pl.Mem.Right)
        s__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a__ssa_v0_mat_Left, b__ssa_v0_mat_Right)
        s__tile_Vec: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(s__tile, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        sp__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512, pad=pl.PadValue.min)] = pl.tile.fillpad(s__tile_Vec, pad_value=pl.PadValue.min)
        o__tile: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(sp__tile, [0, 0], o__ssa_v0)
        return o__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], o__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        o__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, o__ssa_v0)
        return o__ssa_v1
