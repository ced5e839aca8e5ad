# pypto.program: DY1
import pypto.language as pl

M = pl.dynamic("M")

@pl.program
class DY1:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kd(x__ssa_v0: pl.Tensor[[M, 64], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[M, 64], pl.FP32]]) -> pl.Tensor[[M, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [r__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t__ssa_v0)
        y__ssa_v1: pl.Tensor[[M, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [r__ssa_v0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[M, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[M, 64], pl.FP32]]) -> pl.Tensor[[M, 64], pl.FP32]:
        nb__ssa_v0: pl.Scalar[pl.INDEX] = (M + 15) // 16
        for b__idx_v0, (y__iter_v1,) in pl.range(nb__ssa_v0, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[M, 64], pl.FP32] = self.kd(x__ssa_v0, b__idx_v0 * 16, y__iter_v1)
            y__rv_v2: pl.Tensor[[M, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
