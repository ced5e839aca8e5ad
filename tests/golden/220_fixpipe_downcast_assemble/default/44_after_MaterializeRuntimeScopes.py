# pypto.program: AccToMatFixpipeAssemble
import pypto.language as pl

@pl.program
class AccToMatFixpipeAssemble:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k_mm2(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], c__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_9: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        a1__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b1__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        c1__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_6, pl.const(12288, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(c__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        al__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(a1__ssa_v0, target_memory=pl.Mem.Left)
        br__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_8, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(b1__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_9, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(al__ssa_v0, br__ssa_v0)
        mid__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.create([32, 64], dtype=pl.FP16, target_memory=pl.Mem.Mat)
        mid__ssa_v1: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(4096, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.assemble(mid__ssa_v0, acc__ssa_v0, [0, 0])
        ml__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(mid__ssa_v1, target_memory=pl.Mem.Left)
        cr__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_8, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(c1__ssa_v0, target_memory=pl.Mem.Right)
        acc2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_9, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(ml__ssa_v0, cr__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = pl.tile.store(acc2__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def run(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], c__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.scope():
            out__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)] = self.k_mm2(a__ssa_v0, b__ssa_v0, c__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.output_existing]})
            return out__ssa_v1
