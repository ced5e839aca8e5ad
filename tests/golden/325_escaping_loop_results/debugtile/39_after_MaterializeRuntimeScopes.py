# pypto.program: EscapingLoopResults
import pypto.language as pl

@pl.program
class EscapingLoopResults:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(a__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], c__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        for i__idx_v0, (out__iter_v0,) in pl.range(2, init_values=(c__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            out__ssa_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__ssa_v0, [0, 0], c__ssa_v0)
            out__rv_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.yield_(out__ssa_v2)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.scope():
            c1__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            first__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = self.kernel(a__ssa_v0, c1__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
            for j__idx_v0, (again__iter_v0,) in pl.range(2, init_values=(first__ssa_v0,)):
                with pl.scope():
                    c2__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                    again__ssa_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = self.kernel(first__ssa_v0, c2__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
                    again__rv_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = pl.yield_(again__ssa_v2)
            return again__rv_v1
