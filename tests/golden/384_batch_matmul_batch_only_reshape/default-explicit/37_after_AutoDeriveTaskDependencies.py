# pypto.program: BatchMatmulBatchOnlyReshape
import pypto.language as pl

@pl.program
class BatchMatmulBatchOnlyReshape:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], rhs__ssa_v0: pl.Tensor[[2, 64, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 2048)
        lhs_2d__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 2048), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(lhs__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        rhs_3d__ssa_v0_view2d: pl.Tensor[[128, 32], pl.FP16, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tensor.view(rhs__ssa_v0, [128, 32])
        rhs_3d__ssa_v0: pl.Tile[[128, 32], pl.FP16, pl.MemRef(mem_mat_4, pl.const(2048, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(rhs_3d__ssa_v0_view2d, [0, 0], [128, 32], [128, 32], target_memory=pl.Mem.Mat)
        lhs_slice_0_textract: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.extract(lhs_2d__ssa_v0, 0, 0, [16, 64], target_memory=pl.Mem.Left)
        rhs_slice_0_textract: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 4096), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.extract(rhs_3d__ssa_v0, 0, 0, [64, 32], target_memory=pl.Mem.Right)
        matmul_0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(lhs_slice_0_textract, rhs_slice_0_textract)
        out__ssa_v1_0: pl.Tensor[[2, 16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(matmul_0, [0, 0, 0], out__ssa_v0, [1, 16, 32])
        lhs_slice_0_textract_1: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.extract(lhs_2d__ssa_v0, 0, 0, [16, 64], target_memory=pl.Mem.Left)
        rhs_slice_1_textract: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 4096), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.extract(rhs_3d__ssa_v0, 64, 0, [64, 32], target_memory=pl.Mem.Right)
        matmul_1: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 2048), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(lhs_slice_0_textract_1, rhs_slice_1_textract)
        out__ssa_v1_1: pl.Tensor[[2, 16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(matmul_1, [1, 0, 0], out__ssa_v1_0, [1, 16, 32])
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, lhs__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], rhs__ssa_v0: pl.Tensor[[2, 64, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        out__ssa_v0: pl.Tensor[[2, 16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([2, 16, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        t__tmp_v0: pl.Tensor[[2, 16, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = self.kernel(lhs__ssa_v0, rhs__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return t__tmp_v0
