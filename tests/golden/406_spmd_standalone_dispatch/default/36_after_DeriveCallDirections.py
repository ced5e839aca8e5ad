# pypto.program: SpmdDispatch
import pypto.language as pl

@pl.program
class SpmdDispatch:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)], out__ssa_v0: pl.Out[pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        x_tile__ssa_v0: pl.Tile[[64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0], [64], [64], target_memory=pl.Mem.Vec)
        y_tile__ssa_v0: pl.Tile[[64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(x_tile__ssa_v0, x_tile__ssa_v0)
        out__ssa_v1: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)] = pl.tile.store(y_tile__ssa_v0, [0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4, "sync_start": True})
    def main_spmd_0(self, x__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)], out__ssa_v0: pl.Out[pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)] = self.kernel(x__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)], out__ssa_v0: pl.Out[pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)] = self.main_spmd_0(x__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        return out__ssa_v1
