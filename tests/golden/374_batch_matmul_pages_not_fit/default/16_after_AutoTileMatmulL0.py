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
        matmul_0_l0_init: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for matmul_0_l0_ko, (matmul_0_l0_c,) in pl.pipeline(0, 128, 32, stage=2, init_values=(matmul_0_l0_init,)):
            matmul_0_l0_a: pl.Tile[[64, 32], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_pbload_0, 0, matmul_0_l0_ko, [64, 32], target_memory=pl.Mem.Left)
            matmul_0_l0_b: pl.Tile[[32, 512], pl.FP16, pl.Mem.Right] = pl.tile.extract(rhs_pbview_0, matmul_0_l0_ko, 0, [32, 512], target_memory=pl.Mem.Right)
            if matmul_0_l0_ko == 0:
                matmul_0_l0_c_first: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(matmul_0_l0_a, matmul_0_l0_b)
                matmul_0_l0_c_phi: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.yield_(matmul_0_l0_c_first)
            else:
                matmul_0_l0_c_acc: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(matmul_0_l0_c, matmul_0_l0_a, matmul_0_l0_b)
                matmul_0_l0_c_phi: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.yield_(matmul_0_l0_c_acc)
            matmul_0: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.yield_(matmul_0_l0_c_phi)
        out__ssa_v1_0: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tile.store(matmul_0, [0, 0, 0, 0], out__ssa_v0, [1, 1, 64, 512])
        lhs_pbview2d_1: pl.Tensor[[256, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(q__ssa_v0, [256, 128])
        lhs_pbload_1: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(lhs_pbview2d_1, [64, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        rhs_pbview2d_1: pl.Tensor[[2048, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(k__ssa_v0, [2048, 128])
        rhs_pbload_1: pl.Tile[[512, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(rhs_pbview2d_1, [512, 0], [512, 128], [512, 128], target_memory=pl.Mem.Mat)
        rhs_pbview_1: pl.Tile[[128, 512], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(rhs_pbload_1)
        matmul_1_l0_init: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for matmul_1_l0_ko, (matmul_1_l0_c,) in pl.pipeline(0, 128, 32, stage=2, init_values=(matmul_1_l0_init,)):
            matmul_1_l0_a: pl.Tile[[64, 32], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_pbload_1, 0, matmul_1_l0_ko, [64, 32], target_memory=pl.Mem.Left)
            matmul_1_l0_b: pl.Tile[[32, 512], pl.FP16, pl.Mem.Right] = pl.tile.extract(rhs_pbview_1, matmul_1_l0_ko, 0, [32, 512], target_memory=pl.Mem.Right)
            if matmul_1_l0_ko == 0:
                matmul_1_l0_c_first: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(matmul_1_l0_a, matmul_1_l0_b)
                matmul_1_l0_c_phi: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.yield_(matmul_1_l0_c_first)
            else:
                matmul_1_l0_c_acc: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(matmul_1_l0_c, matmul_1_l0_a, matmul_1_l0_b)
                matmul_1_l0_c_phi: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.yield_(matmul_1_l0_c_acc)
            matmul_1: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.yield_(matmul_1_l0_c_phi)
        out__ssa_v1_1: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tile.store(matmul_1, [0, 1, 0, 0], out__ssa_v1_0, [1, 1, 64, 512])
        lhs_pbview2d_2: pl.Tensor[[256, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(q__ssa_v0, [256, 128])
        lhs_pbload_2: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(lhs_pbview2d_2, [128, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        rhs_pbview2d_2: pl.Tensor[[2048, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(k__ssa_v0, [2048, 128])
        rhs_pbload_2: pl.Tile[[512, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(rhs_pbview2d_2, [1024, 0], [512, 128], [512, 128], target_memory=pl.Mem.Mat)
        rhs_pbview_2: pl.Tile[[128, 512], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(rhs_pbload_2)
        matmul_2_l0_init: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for matmul_2_l0_ko, (matmul_2_l0_c,) in pl.pipeline(0, 128, 32, stage=2, init_values=(matmul_2_l0_init,)):
            matmul_2_l0_a: pl.Tile[[64, 32], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_pbload_2, 0, matmul_2_l0_ko, [64, 32], target_memory=pl.Mem.Left)
            matmul_2_l0_b: pl.Tile[[32, 512], pl.FP16, pl.Mem.Right] = pl.tile.extract(rhs_pbview_2, matmul_2_l0_ko, 0, [32, 512], target_memory=pl.Mem.Right)
            if matmul_2_l0_ko == 0:
                matmul_2_l0_c_first: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(matmul_2_l0_a, matmul_2_l0_b)
                matmul_2_l0_c_phi: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.yield_(matmul_2_l0_c_first)
            else:
                matmul_2_l0_c_acc: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(matmul_2_l0_c, matmul_2_l0_a, matmul_2_l0_b)
                matmul_2_l0_c_phi: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.yield_(matmul_2_l0_c_acc)
            matmul_2: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.yield_(matmul_2_l0_c_phi)
        out__ssa_v1_2: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tile.store(matmul_2, [1, 0, 0, 0], out__ssa_v1_1, [1, 1, 64, 512])
        lhs_pbview2d_3: pl.Tensor[[256, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(q__ssa_v0, [256, 128])
        lhs_pbload_3: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(lhs_pbview2d_3, [192, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        rhs_pbview2d_3: pl.Tensor[[2048, 128], pl.FP16, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(k__ssa_v0, [2048, 128])
        rhs_pbload_3: pl.Tile[[512, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(rhs_pbview2d_3, [1536, 0], [512, 128], [512, 128], target_memory=pl.Mem.Mat)
        rhs_pbview_3: pl.Tile[[128, 512], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(rhs_pbload_3)
        matmul_3_l0_init: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 512], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for matmul_3_l0_ko, (matmul_3_l0_c,) in pl.pipeline(0, 128, 32, stage=2, init_values=(matmul_3_l0_init,)):
            matmul_3_l0_a: pl.Tile[[64, 32], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_pbload_3, 0, matmul_3_l0_ko, [64, 32], target_memory=pl.Mem.Left)
            matmul_3_l0_b: pl.Tile[[32, 512], pl.FP16, pl.Mem.Right] = pl.tile.extract(rhs_pbview_3, matmul_3_l0_ko, 0, [32, 512], target_memory=pl.Mem.Right)
            if matmul_3_l0_ko == 0:
                matmul_3_l0_c_first: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(matmul_3_l0_a, matmul_3_l0_b)
                matmul_3_l0_c_phi: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.yield_(matmul_3_l0_c_first)
            else:
                matmul_3_l0_c_acc: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(matmul_3_l0_c, matmul_3_l0_a, matmul_3_l0_b)
                matmul_3_l0_c_phi: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.yield_(matmul_3_l0_c_acc)
            matmul_3: pl.Tile[[64, 512], pl.FP32, pl.Mem.Acc] = pl.yield_(matmul_3_l0_c_phi)
        out__ssa_v1_3: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tile.store(matmul_3, [1, 1, 0, 0], out__ssa_v1_2, [1, 1, 64, 512])
        return out__ssa_v1_3
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, q__ssa_v0: pl.Tensor[[2, 2, 64, 128], pl.FP16], k__ssa_v0: pl.Tensor[[2, 2, 512, 128], pl.FP16]) -> pl.Tensor[[2, 2, 64, 512], pl.FP32]:
        out__ssa_v0: pl.Tensor[[2, 2, 64, 512], pl.FP32] = pl.tensor.create([2, 2, 64, 512], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r__ssa_v0: pl.Tensor[[2, 2, 64, 512], pl.FP32] = self.bmm(q__ssa_v0, k__ssa_v0, out__ssa_v0)
        return r__ssa_v0
