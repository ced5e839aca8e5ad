# pypto.program: ConstBoolTrue
import pypto.language as pl

@pl.program
class ConstBoolTrue:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        ok__ssa_v0: pl.Scalar[pl.BOOL] = pl.const(1, pl.BOOL)
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        if ok__ssa_v0:
            t__ssa_v1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(t__ssa_v0, 2.0)
            t__phi_v2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(t__ssa_v1)
        else:
            t__phi_v2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(t__ssa_v0)
        res__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(t__phi_v2, [0, 0], out__ssa_v0)
        return res__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = self.k(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
