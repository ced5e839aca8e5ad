# pypto.program: SpmdTensorOps
import pypto.language as pl

@pl.program
class SpmdTensorOps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        b__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        xs__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(x__ssa_v0, [b__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        w__ssa_v0_mat: pl.Tile[[64, 64], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        acc__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(xs__tile, w__ssa_v0_mat)
        y__tile: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(acc__tile, [b__ssa_v0 * 64, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def mm_spmd(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = self.mm(x__ssa_v0, w__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32] = self.mm_spmd(x__ssa_v0, w__ssa_v0, y__ssa_v0)
        return y__ssa_v1
