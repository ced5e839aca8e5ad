# pypto.program: VecOverflowRowsNegative
import pypto.language as pl

@pl.program
class VecOverflowRowsNegative:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def four_way_max(a: pl.Tensor[[64, 192], pl.FP32], b: pl.Tensor[[64, 192], pl.FP32], c: pl.Tensor[[64, 192], pl.FP32], d: pl.Tensor[[64, 192], pl.FP32], out: pl.Out[pl.Tensor[[64, 192], pl.FP32]]) -> pl.Tensor[[64, 192], pl.FP32]:
        ta: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a, [0, 0], [64, 192], [64, 192], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b, [0, 0], [64, 192], [64, 192], target_memory=pl.Mem.Vec)
        tc: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(c, [0, 0], [64, 192], [64, 192], target_memory=pl.Mem.Vec)
        td: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(d, [0, 0], [64, 192], [64, 192], target_memory=pl.Mem.Vec)
        m_ab: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximum(ta, tb)
        m_cd: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximum(tc, td)
        m_all: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximum(m_ab, m_cd)
        done: pl.Tensor[[64, 192], pl.FP32] = pl.tile.store(m_all, [0, 0], out)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[64, 192], pl.FP32], b: pl.Tensor[[64, 192], pl.FP32], c: pl.Tensor[[64, 192], pl.FP32], d: pl.Tensor[[64, 192], pl.FP32], out: pl.Out[pl.Tensor[[64, 192], pl.FP32]]) -> pl.Tensor[[64, 192], pl.FP32]:
        out: pl.Tensor[[64, 192], pl.FP32] = self.four_way_max(a, b, c, d, out)
        return out
