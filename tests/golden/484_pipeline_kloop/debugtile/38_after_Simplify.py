# pypto.program: PipelineKLoop
import pypto.language as pl

@pl.program
class PipelineKLoop:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def gemm_pipe(a__ssa_v0: pl.Tensor[[64, 256], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], b__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], c__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_left_10: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_11: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        acc0__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for k__idx_v0, (acc,) in pl.range(0, 4, 2, init_values=(acc0__ssa_v0,)):
            ak__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, k__idx_v0 * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            bk__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(8192, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [k__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            ak__ssa_v0_1: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_6, pl.const(16384, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, k__idx_v0 * 64 + 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            bk__ssa_v0_1: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_7, pl.const(24576, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [k__idx_v0 * 64 + 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            al__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_left_8, pl.const(8192, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(ak__ssa_v0, target_memory=pl.Mem.Left)
            br__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_9, pl.const(8192, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(bk__ssa_v0, target_memory=pl.Mem.Right)
            nx__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(acc, al__ssa_v0, br__ssa_v0)
            al__ssa_v0_1: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_left_10, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(ak__ssa_v0_1, target_memory=pl.Mem.Left)
            br__ssa_v0_1: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_11, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(bk__ssa_v0_1, target_memory=pl.Mem.Right)
            nx__ssa_v0_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul_acc(nx__ssa_v0, al__ssa_v0_1, br__ssa_v0_1)
            fin: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_3, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.yield_(nx__ssa_v0_1)
        cd__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = pl.tile.store(fin, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[64, 256], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], b__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], c__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        c__ssa_v1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = self.gemm_pipe(a__ssa_v0, b__ssa_v0, c__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return c__ssa_v1
