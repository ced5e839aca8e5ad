# pypto.program: KernelScalarParamOps
import pypto.language as pl

@pl.program
class KernelScalarParamOps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def affine(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], scale__ssa_v0: pl.Scalar[pl.FP32], bias__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(t__ssa_v0, scale__ssa_v0)
        b__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(s__ssa_v0, bias__ssa_v0)
        r__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximum(b__ssa_v0, t__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], scale__ssa_v0: pl.Scalar[pl.FP32], bias__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.affine(x__ssa_v0, scale__ssa_v0, bias__ssa_v0, out__ssa_v0)
        return out__ssa_v1
