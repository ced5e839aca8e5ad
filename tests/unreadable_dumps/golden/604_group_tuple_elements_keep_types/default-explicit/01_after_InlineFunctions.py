# pypto.program: InlineTupleHelper
import pypto.language as pl

@pl.program
class InlineTupleHelper:
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def max_and_sum(t: pl.Tile[[16, 128], pl.FP32, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)]) -> tuple[pl.Tile[[16, 1], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)], pl.Tile[[16, 1], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)]]:
        tmp: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_max(t, tmp)
        s: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(t, tmp)
        return m, s
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        _tuple_tmp: pl.Tuple[pl.Tile[[16, 1], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)], pl.Tile[[16, 1], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)]] = self.max_and_sum(t)
        m: pl.Tile[[16, 1], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = _tuple_tmp[0]
        s: pl.Tile[[16, 1], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = _tuple_tmp[1]
        a: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_sub(t, m)
        b: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_div(a, s)
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(b, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out: pl.Tensor[[16, 128], pl.FP32] = self.k(x, out)
        return out
