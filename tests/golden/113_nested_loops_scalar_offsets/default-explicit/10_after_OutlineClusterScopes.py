# pypto.program: NestedLoopsScalarOffsets
import pypto.language as pl

@pl.program
class NestedLoopsScalarOffsets:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_add(a__ssa_v0: pl.Tensor[[64, 128], pl.FP32], b__ssa_v0: pl.Tensor[[64, 128], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], c__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        ta__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [r__ssa_v0, c__ssa_v0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [r__ssa_v0, c__ssa_v0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(s__ssa_v0, [r__ssa_v0, c__ssa_v0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP32], b__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            for j__idx_v0, (out__iter_v3,) in pl.range(2, init_values=(out__iter_v1,)):
                out__ssa_v5: pl.Tensor[[64, 128], pl.FP32] = self.tile_add(a__ssa_v0, b__ssa_v0, i__idx_v0 * 16, j__idx_v0 * 64, out__iter_v3)
                out__rv_v4: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v5)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__rv_v4)
        return out__rv_v2
