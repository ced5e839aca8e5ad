# pypto.program: EscapeLoopVar
import pypto.language as pl

@pl.program
class EscapeLoopVar:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            for c__idx_v0, (row__iter_v0,) in pl.range(2, init_values=(r__idx_v0,)):
                row__ssa_v2: pl.Scalar[pl.INDEX] = r__idx_v0
                row__rv_v1: pl.Scalar[pl.INDEX] = pl.yield_(row__ssa_v2)
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [row__rv_v1 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            y__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [row__rv_v1 * 16, 0], y__iter_v1)
            y__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.k(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
