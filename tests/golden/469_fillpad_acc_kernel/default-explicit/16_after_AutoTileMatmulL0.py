# pypto.program: MinFillpadAccTile
import pypto.language as pl

@pl.program
class MinFillpadAccTile:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], o__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a1__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        b1__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        a0__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a1__ssa_v0, target_memory=pl.Mem.Left)
        b0__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b1__ssa_v0, target_memory=pl.Mem.Right)
        c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a0__ssa_v0, b0__ssa_v0)
        cp__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512, pad=pl.PadValue.min)] = pl.tile.fillpad(c__ssa_v0, pad_value=pl.PadValue.min)
        o__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(cp__ssa_v0, [0, 0], o__ssa_v0)
        return o__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], o__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        o__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.k(a__ssa_v0, b__ssa_v0, o__ssa_v0)
        return o__ssa_v1
