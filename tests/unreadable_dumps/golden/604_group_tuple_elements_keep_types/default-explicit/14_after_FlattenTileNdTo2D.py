# pypto.program: InlineTupleHelper
import pypto.language as pl

@pl.program
class InlineTupleHelper:
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def max_and_sum(t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)]) -> tuple[pl.Tile[[16, 1], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)], pl.Tile[[16, 1], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)]]:
        tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
        s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(t__ssa_v0, tmp__ssa_v0)
        return m__ssa_v0, s__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tile[[16, 1], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)], pl.Tile[[16, 1], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)]] = self.max_and_sum(t__ssa_v0)
        m__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = _tuple_tmp__ssa_v0[0]
        s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = _tuple_tmp__ssa_v0[1]
        a__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_sub(t__ssa_v0, m__ssa_v0)
        b__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_div(a__ssa_v0, s__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(b__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = self.k(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
