# pypto.program: StorePartitionShapeNegative
import pypto.language as pl

@pl.program
class StorePartitionShapeNegative:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[2, 8, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[2, 8, 64], pl.FP32]]) -> pl.Tensor[[2, 8, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[2, 8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0, 0], [2, 8, 64], [2, 8, 64], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[2, 8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t__ssa_v0)
        r__ssa_v0: pl.Tensor[[2, 8, 64], pl.FP32] = pl.tile.store(u__ssa_v0, [0, 0, 0], out__ssa_v0, [2, 8, 64])
        return r__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[2, 8, 64], pl.FP32]) -> pl.Tensor[[2, 8, 64], pl.FP32]:
        out__ssa_v0: pl.Tensor[[2, 8, 64], pl.FP32] = pl.tensor.create([2, 8, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r__ssa_v0: pl.Tensor[[2, 8, 64], pl.FP32] = self.kernel(x__ssa_v0, out__ssa_v0)
        return r__ssa_v0
