# pypto.program: MatmulThenBias
import pypto.language as pl

@pl.program
class MatmulThenBias:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def bias_add(c__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], bias__ssa_v0: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(c__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        bb__ssa_v0: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(4096, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(bias__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_add(t__ssa_v0, bb__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(s__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], b__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], c__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        a1__ssa_v0: pl.Tile[[16, 32], pl.FP16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 1024), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        b1__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(1024, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        a0__ssa_v0: pl.Tile[[16, 32], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 1024), pl.Mem.Left] = pl.tile.move(a1__ssa_v0, target_memory=pl.Mem.Left)
        b0__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(b1__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(a0__ssa_v0, b0__ssa_v0)
        c__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], b__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], bias__ssa_v0: pl.Tensor[[1, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        tmp__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        tmp__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = self.mm(a__ssa_v0, b__ssa_v0, tmp__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)] = self.bias_add(tmp__ssa_v1, bias__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return out__ssa_v1
