# pypto.program: ReallocPtr
import pypto.language as pl

@pl.program
class ReallocPtr:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(a__ssa_v0: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        stored__ssa_v0: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(e__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        result__ssa_v0: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = self.kernel(a__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        return result__ssa_v0
