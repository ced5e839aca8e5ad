# pypto.program: AliasIterMatmulAcc
import pypto.language as pl

@pl.program
class AliasIterMatmulAcc:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[16, 256], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], b__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], c__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        am__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(2048, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        al__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(am__ssa_v0, target_memory=pl.Mem.Left)
        br__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(bm__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(al__ssa_v0, br__ssa_v0)
        for k__idx_v0, (acc__iter_v1,) in pl.range(1, 4, init_values=(acc__ssa_v0,)):
            ak__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, k__idx_v0 * 64], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            bk__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(2048, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [k__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            lk__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(ak__ssa_v0, target_memory=pl.Mem.Left)
            rk__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(bk__ssa_v0, target_memory=pl.Mem.Right)
            prev__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = acc__iter_v1
            acc__ssa_v3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul_acc(prev__ssa_v0, lk__ssa_v0, rk__ssa_v0)
            acc__ssa_v3_mv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.move(acc__ssa_v3, target_memory=pl.Mem.Acc)
            acc__rv_v2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.yield_(acc__ssa_v3_mv)
        c__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(acc__rv_v2, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[16, 256], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], b__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], c__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        c__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = self.k(a__ssa_v0, b__ssa_v0, c__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return c__ssa_v1
