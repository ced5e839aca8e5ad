# pypto.program: LoopResultKeepsInitSpace
import pypto.language as pl

@pl.program
class LoopResultKeepsInitSpace:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def splitk(bias__ssa_v0: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], a__ssa_v0: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[128, 32], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[16, 32], pl.FP32]:
        mem_acc_4: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 2048)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 2048)
        acc0__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.load(bias__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Acc)
        for k__idx_v0, (acc,) in pl.range(0, 128, 32, init_values=(acc0__ssa_v0,)):
            a_mat__ssa_v0: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 1024), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, k__idx_v0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
            b_mat__ssa_v0: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_mat_6, pl.const(1024, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [k__idx_v0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
            a_left__ssa_v0: pl.Tile[[16, 32], pl.BF16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 1024), pl.Mem.Left] = pl.tile.move(a_mat__ssa_v0, target_memory=pl.Mem.Left)
            b_right__ssa_v0: pl.Tile[[32, 32], pl.BF16, pl.MemRef(mem_right_8, pl.const(0, pl.INT64), 2048), pl.Mem.Right] = pl.tile.move(b_mat__ssa_v0, target_memory=pl.Mem.Right)
            acc_next__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.tile.matmul_acc(acc, a_left__ssa_v0, b_right__ssa_v0)
            acc_out: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_acc_4, pl.const(0, pl.INT64), 2048), pl.Mem.Acc] = pl.yield_(acc_next__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2048)] = pl.tile.store(acc_out, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, bias__ssa_v0: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], a__ssa_v0: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[128, 32], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]) -> pl.Tensor[[16, 32], pl.FP32]:
        out__ssa_v0: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2048)] = pl.tensor.create([16, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        t__tmp_v0: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2048)] = self.splitk(bias__ssa_v0, a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return t__tmp_v0
