# pypto.program: MinFillpadAccTile
import pypto.language as pl

@pl.program
class MinFillpadAccTile:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a1: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        b1: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        a0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a1, target_memory=pl.Mem.Left)
        b0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b1, target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a0, b0)
        cp: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512, pad=pl.PadValue.min)] = pl.tile.fillpad(c, pad_value=pl.PadValue.min)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(cp, [0, 0], o)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        o: pl.Tensor[[16, 64], pl.FP32] = self.k(a, b, o)
        return o
