# pypto.program: BiasTwoKiB
import pypto.language as pl

@pl.program
class BiasTwoKiB:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def mmb(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], b__ssa_v0: pl.Tensor[[16, 512], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], bias__ssa_v0: pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)], c__ssa_v0: pl.Out[pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[16, 512], pl.FP32]:
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 512)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 512)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_bias_9: pl.Ptr = pl.tile.alloc(pl.Mem.Bias, 2048)
        mem_acc_10: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 32768)
        am__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 512), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[16, 512], pl.FP16, pl.MemRef(mem_mat_5, pl.const(512, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Mat)
        biasm__ssa_v0: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_mat_6, pl.const(16896, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.load(bias__ssa_v0, [0, 0], [1, 512], [1, 512], target_memory=pl.Mem.Mat)
        al__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 512), pl.Mem.Left] = pl.tile.move(am__ssa_v0, target_memory=pl.Mem.Left)
        br__ssa_v0: pl.Tile[[16, 512], pl.FP16, pl.MemRef(mem_right_8, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(bm__ssa_v0, target_memory=pl.Mem.Right)
        bt__ssa_v0: pl.Tile[[1, 512], pl.FP32, pl.MemRef(mem_bias_9, pl.const(0, pl.INT64), 2048), pl.Mem.Bias, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(biasm__ssa_v0, target_memory=pl.Mem.Bias)
        acc__ssa_v0: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_acc_10, pl.const(0, pl.INT64), 32768), pl.Mem.Acc] = pl.tile.matmul_bias(al__ssa_v0, br__ssa_v0, bt__ssa_v0)
        c__ssa_v1: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], b__ssa_v0: pl.Tensor[[16, 512], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], bias__ssa_v0: pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)], c__ssa_v0: pl.Out[pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[16, 512], pl.FP32]:
        c__ssa_v1: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)] = self.mmb(a__ssa_v0, b__ssa_v0, bias__ssa_v0, c__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return c__ssa_v1
