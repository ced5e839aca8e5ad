# pypto.program: OrchLoopBranchKernels
import pypto.language as pl

@pl.program
class OrchLoopBranchKernels:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def double(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        d__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(t__ssa_v0, t__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(d__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def halve(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        h__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 0.5)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(h__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        cur__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        cur__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = self.double(x__ssa_v0, cur__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        for i__idx_v0, (cur__iter_v2,) in pl.range(n__ssa_v0, init_values=(cur__ssa_v1,)):
            if i__idx_v0 % 2 == 0:
                cur__ssa_v4: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = self.halve(cur__iter_v2, cur__iter_v2, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
                cur__phi_v6: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)] = pl.yield_(cur__ssa_v4)
            else:
                cur__ssa_v5: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = self.double(cur__iter_v2, cur__iter_v2, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
                cur__phi_v6: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)] = pl.yield_(cur__ssa_v5)
            cur__rv_v3: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4096)] = pl.yield_(cur__phi_v6)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4096)] = self.double(cur__rv_v3, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        return out__ssa_v1
