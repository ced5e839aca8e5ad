# pypto.program: ER1
import pypto.language as pl

@pl.program
class ER1:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def krow(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [r__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        m__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(t__ssa_v0, 2.0)
        y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(m__ssa_v0, [r__ssa_v0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def krow2(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [r__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        m__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sqrt(t__ssa_v0)
        y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(m__ssa_v0, [r__ssa_v0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        if n__ssa_v0 == 0:
            y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.krow2(x__ssa_v0, 0, y__ssa_v0)
            return y__ssa_v1
            y__phi_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__ssa_v1)
        else:
            y__phi_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__ssa_v0)
        for i__idx_v0, (y__iter_v3,) in pl.range(n__ssa_v0, init_values=(y__phi_v2,)):
            y__ssa_v5: pl.Tensor[[128, 64], pl.FP32] = self.krow(x__ssa_v0, i__idx_v0 * 16, y__iter_v3)
            y__rv_v4: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__ssa_v5)
        return y__rv_v4
