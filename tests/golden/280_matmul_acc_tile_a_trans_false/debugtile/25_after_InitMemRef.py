# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        am__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        l__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(am__ssa_v0, target_memory=pl.Mem.Left)
        q__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(bm__ssa_v0, target_memory=pl.Mem.Right)
        p__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(l__ssa_v0, q__ssa_v0)
        r__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul_acc(p__ssa_v0, l__ssa_v0, q__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = self.mm(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
