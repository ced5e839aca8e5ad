# pypto.program: QualifiedAliases
import pypto.language as pl

@pl.program
class QualifiedAliases:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def clip_rows(x: pl.Tensor[[64, 128], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        rows: pl.Scalar[pl.INDEX] = pl.min(n, 64)
        first: pl.Scalar[pl.INDEX] = pl.max(rows - 16, 0)
        acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [first, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t, t)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(acc, [first, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 128], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 128], pl.FP32]:
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out: pl.Tensor[[64, 128], pl.FP32] = self.clip_rows(x, n, out)
        return out
