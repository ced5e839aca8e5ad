# pypto.program: BatchMatmulBinaryEpilogue
import pypto.language as pl

@pl.program
class BatchMatmulBinaryEpilogue:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[2, 16, 32], pl.BF16], b__ssa_v0: pl.Tensor[[2, 32, 64], pl.BF16], s__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[2, 16, 64], pl.FP32]]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        s__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(s__ssa_v0, [0, 0, 0], [2, 16, 64], [2, 16, 64], target_memory=pl.Mem.Vec)
        a__ssa_v0_mat_view2d: pl.Tensor[[32, 32], pl.BF16, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(a__ssa_v0, [32, 32])
        a__ssa_v0_mat: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0_mat_view2d, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat_view2d: pl.Tensor[[64, 64], pl.BF16, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(b__ssa_v0, [64, 64])
        b__ssa_v0_mat: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0_mat_view2d, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        c__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        lhs_slice_0: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.slice(a__ssa_v0_mat, [16, 32], [0, 0])
        rhs_slice_0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.slice(b__ssa_v0_mat, [32, 64], [0, 0])
        matmul_0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(lhs_slice_0, rhs_slice_0)
        matmul_vec_0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(matmul_0, target_memory=pl.Mem.Vec)
        c__tile_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.assemble(c__tile, matmul_vec_0, [0, 0])
        lhs_slice_1: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.slice(a__ssa_v0_mat, [16, 32], [16, 0])
        rhs_slice_1: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.slice(b__ssa_v0_mat, [32, 64], [32, 0])
        matmul_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(lhs_slice_1, rhs_slice_1)
        matmul_vec_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(matmul_1, target_memory=pl.Mem.Vec)
        c__tile_2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.assemble(c__tile_1, matmul_vec_1, [16, 0])
        d__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(c__tile_2, s__tile)
        e__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(d__tile, 1.0)
        y__tile: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tile.store(e__tile, [0, 0, 0], y__ssa_v0, [2, 16, 64])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[2, 16, 32], pl.BF16], b__ssa_v0: pl.Tensor[[2, 32, 64], pl.BF16], s__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[2, 16, 64], pl.FP32]]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[2, 16, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, s__ssa_v0, y__ssa_v0)
        return y__ssa_v1
