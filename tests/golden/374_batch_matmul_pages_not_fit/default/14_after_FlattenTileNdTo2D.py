# pypto.program: BatchNotFitTrans
import pypto.language as pl

@pl.program
class BatchNotFitTrans:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def bmm(q__ssa_v0: pl.Tensor[[2, 2, 64, 128], pl.FP16], k__ssa_v0: pl.Tensor[[2, 2, 512, 128], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[2, 2, 64, 512], pl.FP32]]) -> pl.Tensor[[2, 2, 64, 512], pl.FP32]:
        lhs_pbview2d_0: pl.Tensor[[256, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(q__ssa_v0, [256, 128])
        lhs_pbload_0: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(lhs_pbview2d_0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        rhs_pbview2d_0: pl.Tensor[[2048, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(k__ssa_v0, [2048, 128])
        rhs_pbload_0: pl.Tile[[512, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(rhs_pbview2d_0, [0, 0], [512, 128], [512, 128], target_memory=pl.Mem.Mat)
        rhs_pbview_0: pl.Tile[[128, 512], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(rhs_pbload_0)
        matmul_0: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_pbload_0, rhs_pbview_0)
        out__ssa_v1_0: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tile.store(matmul_0, [0, 0, 0, 0], out__ssa_v0, [1, 1, 64, 512])
        lhs_pbview2d_1: pl.Tensor[[256, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(q__ssa_v0, [256, 128])
        lhs_pbload_1: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(lhs_pbview2d_1, [64, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        rhs_pbview2d_1: pl.Tensor[[2048, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(k__ssa_v0, [2048, 128])
        rhs_pbload_1: pl.Tile[[512, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(rhs_pbview2d_1, [512, 0], [512, 128], [512, 128], target_memory=pl.Mem.Mat)
        rhs_pbview_1: pl.Tile[[128, 512], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(rhs_pbload_1)
        matmul_1: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_pbload_1, rhs_pbview_1)
        out__ssa_v1_1: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tile.store(matmul_1, [0, 1, 0, 0], out__ssa_v1_0, [1, 1, 64, 512])
        lhs_pbview2d_2: pl.Tensor[[256, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(q__ssa_v0, [256, 128])
        lhs_pbload_2: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(lhs_pbview2d_2, [128, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        rhs_pbview2d_2: pl.Tensor[[2048, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(k__ssa_v0, [2048, 128])
        rhs_pbload_2: pl.Tile[[512, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(rhs_pbview2d_2, [1024, 0], [512, 128], [512, 128], target_memory=pl.Mem.Mat)
        rhs_pbview_2: pl.Tile[[128, 512], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(rhs_pbload_2)
        matmul_2: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_pbload_2, rhs_pbview_2)
        out__ssa_v1_2: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tile.store(matmul_2, [1, 0, 0, 0], out__ssa_v1_1, [1, 1, 64, 512])
        lhs_pbview2d_3: pl.Tensor[[256, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(q__ssa_v0, [256, 128])
        lhs_pbload_3: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(lhs_pbview2d_3, [192, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        rhs_pbview2d_3: pl.Tensor[[2048, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(k__ssa_v0, [2048, 128])
        rhs_pbload_3: pl.Tile[[512, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(rhs_pbview2d_3, [1536, 0], [512, 128], [512, 128], target_memory=pl.Mem.Mat)
        rhs_pbview_3: pl.Tile[[128, 512], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(rhs_pbload_3)
        matmul_3: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_pbload_3, rhs_pbview_3)
        out__ssa_v1_3: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tile.store(matmul_3, [1, 1, 0, 0], out__ssa_v1_2, [1, 1, 64, 512])
        return out__ssa_v1_3
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, q__ssa_v0: pl.Tensor[[2, 2, 64, 128], pl.FP16], k__ssa_v0: pl.Tensor[[2, 2, 512, 128], pl.FP16]) -> pl.Tensor[[2, 2, 64, 512], pl.FP32]:
        out__ssa_v0: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tensor.create([2, 2, 64, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r__ssa_v0: pl.Tensor[[2, 2, 64, 512], pl.FP32] = self.bmm(q__ssa_v0, k__ssa_v0, out__ssa_v0)
        return r__ssa_v0
