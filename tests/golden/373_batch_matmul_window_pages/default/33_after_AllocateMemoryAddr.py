# pypto.program: BatchWindowPages
import pypto.language as pl

@pl.program
class BatchWindowPages:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def bmm(a__ssa_v0: pl.Tensor[[3, 32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 12288)], b__ssa_v0: pl.Tensor[[3, 128, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 24576)], out__ssa_v0: pl.Out[pl.Tensor[[3, 32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 12288)]]) -> pl.Tensor[[3, 32, 32], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 12288)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        at__ssa_v0_view2d: pl.Tensor[[96, 64], pl.FP16, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 12288)] = pl.tensor.view(a__ssa_v0, [96, 64])
        at__ssa_v0: pl.Tile[[96, 64], pl.FP16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 12288), pl.Mem.Mat] = pl.tile.load(at__ssa_v0_view2d, [0, 0], [96, 64], [96, 64], target_memory=pl.Mem.Mat)
        rhs_pbview2d_0: pl.Tensor[[384, 32], pl.FP16, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 24576)] = pl.tensor.view(b__ssa_v0, [384, 32])
        rhs_pbload_0: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_mat_4, pl.const(12288, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(rhs_pbview2d_0, [32, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        lhs_slice_0_textract: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(at__ssa_v0, 0, 0, [32, 64], target_memory=pl.Mem.Left)
        rhs_pbload_0_Right: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(rhs_pbload_0, target_memory=pl.Mem.Right)
        matmul_0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(lhs_slice_0_textract, rhs_pbload_0_Right)
        out__ssa_v1_0: pl.Tensor[[3, 32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 12288)] = pl.tile.store(matmul_0, [0, 0, 0], out__ssa_v0, [1, 32, 32])
        rhs_pbview2d_1: pl.Tensor[[384, 32], pl.FP16, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 24576)] = pl.tensor.view(b__ssa_v0, [384, 32])
        rhs_pbload_1: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_mat_4, pl.const(12288, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(rhs_pbview2d_1, [160, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        lhs_slice_1_textract: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(at__ssa_v0, 32, 0, [32, 64], target_memory=pl.Mem.Left)
        rhs_pbload_1_Right: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(rhs_pbload_1, target_memory=pl.Mem.Right)
        matmul_1: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(lhs_slice_1_textract, rhs_pbload_1_Right)
        out__ssa_v1_1: pl.Tensor[[3, 32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 12288)] = pl.tile.store(matmul_1, [1, 0, 0], out__ssa_v1_0, [1, 32, 32])
        rhs_pbview2d_2: pl.Tensor[[384, 32], pl.FP16, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 24576)] = pl.tensor.view(b__ssa_v0, [384, 32])
        rhs_pbload_2: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_mat_4, pl.const(12288, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(rhs_pbview2d_2, [288, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        lhs_slice_2_textract: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(at__ssa_v0, 64, 0, [32, 64], target_memory=pl.Mem.Left)
        rhs_pbload_2_Right: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(rhs_pbload_2, target_memory=pl.Mem.Right)
        matmul_2: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(lhs_slice_2_textract, rhs_pbload_2_Right)
        out__ssa_v1_2: pl.Tensor[[3, 32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 12288)] = pl.tile.store(matmul_2, [2, 0, 0], out__ssa_v1_1, [1, 32, 32])
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[3, 32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 12288)], b__ssa_v0: pl.Tensor[[3, 128, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 24576)]) -> pl.Tensor[[3, 32, 32], pl.FP32]:
        out__ssa_v0: pl.Tensor[[3, 32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 12288)] = pl.tensor.create([3, 32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r__ssa_v0: pl.Tensor[[3, 32, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 12288)] = self.bmm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return r__ssa_v0
