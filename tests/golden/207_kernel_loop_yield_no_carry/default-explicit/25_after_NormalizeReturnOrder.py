# pypto.program: KernelLoopYieldNoCarry
import pypto.language as pl

@pl.program
class KernelLoopYieldNoCarry:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for i__idx_v0 in pl.range(4):
            doubled__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t__ssa_v0, t__ssa_v0)
            pl.yield_(doubled__ssa_v0)
        for j__idx_v0 in pl.range(2):
            scaled__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(t__ssa_v0, 0.5)
            pl.yield_(scaled__ssa_v0)
        if 2 < n__ssa_v0:
            shifted__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(t__ssa_v0, 1.0)
            pl.yield_(shifted__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
