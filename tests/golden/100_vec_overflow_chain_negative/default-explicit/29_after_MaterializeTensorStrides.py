# pypto.program: VecOverflowChainNegative
import pypto.language as pl

@pl.program
class VecOverflowChainNegative:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def wide_mix(a__ssa_v0: pl.Tensor[[128, 128], pl.FP32], b__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        ta__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        m__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(s__ssa_v0, ta__ssa_v0)
        r__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sub(m__ssa_v0, tb__ssa_v0)
        done__ssa_v0: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[128, 128], pl.FP32], b__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.wide_mix(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
