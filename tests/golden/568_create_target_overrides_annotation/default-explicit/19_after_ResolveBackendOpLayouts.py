# pypto.program: CreateTargetOverridesAnnotation
import pypto.language as pl

@pl.program
class CreateTargetOverridesAnnotation:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(data__ssa_v0: pl.Tensor[[16, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        chunk__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Mat)
        tmp__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        chunk__ssa_v0_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(chunk__ssa_v0, target_memory=pl.Mem.Vec)
        partial__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(chunk__ssa_v0_Vec, tmp__ssa_v0)
        stored__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(partial__ssa_v0, [0, 0], out__ssa_v0)
        return stored__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, data__ssa_v0: pl.Tensor[[16, 256], pl.FP32]) -> pl.Tensor[[16, 1], pl.FP32]:
        out__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.create([16, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = self.kernel(data__ssa_v0, out__ssa_v0)
        return r__ssa_v0
