# pypto.program: BatchMatmulBinaryEpilogue
import pypto.language as pl

@pl.program
class BatchMatmulBinaryEpilogue:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[2, 16, 32], pl.BF16], b__ssa_v0: pl.Tensor[[2, 32, 64], pl.BF16], s__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[2, 16, 64], pl.FP32]]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        s__tile: pl.Tile[[2, 16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(s__ssa_v0, [0, 0, 0], [2, 16, 64], [2, 16, 64], target_memory=pl.Mem.Vec)
        a__ssa_v0_mat: pl.Tile[[2, 16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0, 0], [2, 16, 32], [2, 16, 32], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[2, 32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0, 0], [2, 32, 64], [2, 32, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[2, 16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.batch_matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        d__tile: pl.Tile[[2, 16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.mul(c__tile, s__tile)
        e__tile: pl.Tile[[2, 16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.adds(d__tile, 1.0)
        y__tile: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tile.store(e__tile, [0, 0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[2, 16, 32], pl.BF16], b__ssa_v0: pl.Tensor[[2, 32, 64], pl.BF16], s__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[2, 16, 64], pl.FP32]]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[2, 16, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, s__ssa_v0, y__ssa_v0)
        return y__ssa_v1
