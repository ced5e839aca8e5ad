# pypto.program: Gemv
import pypto.language as pl

@pl.program
class Gemv:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[1, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)], w__ssa_v0: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[1, 64], pl.FP32]:
        mem_left_4: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 256)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 16384)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 16384)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 256)
        x_mat__ssa_v0: pl.Tile[[1, 128], pl.BF16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(x__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Mat)
        x_left__ssa_v0: pl.Tile[[1, 128], pl.BF16, pl.MemRef(mem_left_4, pl.const(0, pl.INT64), 256), pl.Mem.Left] = pl.tile.move(x_mat__ssa_v0, target_memory=pl.Mem.Left)
        w_mat__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 16384), pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        w_right__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 16384), pl.Mem.Right] = pl.tile.move(w_mat__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 256), pl.Mem.Acc] = pl.tile.gemv(x_left__ssa_v0, w_right__ssa_v0)
        acc__ssa_v1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 256), pl.Mem.Acc] = pl.tile.gemv_acc(acc__ssa_v0, x_left__ssa_v0, w_right__ssa_v0)
        r__ssa_v0: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)] = pl.tile.store(acc__ssa_v1, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[1, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)], w__ssa_v0: pl.Tensor[[128, 64], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[1, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)] = self.kernel(x__ssa_v0, w__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return out__ssa_v1
