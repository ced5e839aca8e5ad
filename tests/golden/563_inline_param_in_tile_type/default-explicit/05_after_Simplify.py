# pypto.program: DynamicShapeKernels
import pypto.language as pl

K = pl.dynamic("K")
M = pl.dynamic("M")

@pl.program
class DynamicShapeKernels:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[M, K], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[M, K], pl.FP32]]) -> pl.Tensor[[M, K], pl.FP32]:
        blocks__ssa_v0: pl.Scalar[pl.INDEX] = (M + 15) // 16
        for b__idx_v0, (y__iter_v1,) in pl.range(blocks__ssa_v0, init_values=(y__ssa_v0,)):
            left__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(M - b__idx_v0 * 16, 16)
            t_inline7__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [b__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            part_inline6__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[left__ssa_v0, 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [b__idx_v0 * 16, 64], [16, 64], [left__ssa_v0, 64], target_memory=pl.Mem.Vec)
            s_inline5__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t_inline7__ssa_v0, part_inline6__ssa_v0)
            done_inline4__ssa_v0: pl.Tensor[[M, K], pl.FP32] = pl.tile.store(s_inline5__ssa_v0, [b__idx_v0 * 16, 0], y__iter_v1)
            y__ssa_v3: pl.Tensor[[M, K], pl.FP32] = done_inline4__ssa_v0
            y__rv_v2: pl.Tensor[[M, K], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
