# pypto.program: MatmulBiasProbe
import pypto.language as pl

@pl.program
class MatmulBiasProbe:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def gemm_bias(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], bias__ssa_v0: pl.Tensor[[1, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 128)], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[32, 64], pl.FP16]:
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 128)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_bias_9: pl.Ptr = pl.tile.alloc(pl.Mem.Bias, 128)
        mem_acc_10: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        a_m__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b_m__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        bias_m__ssa_v0: pl.Tile[[1, 64], pl.FP16, pl.MemRef(mem_mat_6, pl.const(12288, pl.INT64), 128), pl.Mem.Mat] = pl.tile.load(bias__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Mat)
        a_l__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(a_m__ssa_v0, target_memory=pl.Mem.Left)
        b_r__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_8, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(b_m__ssa_v0, target_memory=pl.Mem.Right)
        bias_b__ssa_v0: pl.Tile[[1, 64], pl.FP16, pl.MemRef(mem_bias_9, pl.const(0, pl.INT64), 128), pl.Mem.Bias, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(bias_m__ssa_v0, target_memory=pl.Mem.Bias)
        acc__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_acc_10, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_bias(a_l__ssa_v0, b_r__ssa_v0, bias_b__ssa_v0)
        done__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], bias__ssa_v0: pl.Tensor[[1, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 128)], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[32, 64], pl.FP16]:
        c__ssa_v1: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = self.gemm_bias(a__ssa_v0, b__ssa_v0, bias__ssa_v0, c__ssa_v0)
        return c__ssa_v1
