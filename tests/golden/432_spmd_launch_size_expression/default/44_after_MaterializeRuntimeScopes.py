# pypto.program: DynSize
import pypto.language as pl

@pl.program
class DynSize:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def dyn(x__ssa_v0: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[256, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)] = pl.tile.store(r__ssa_v0, [i__ssa_v0 * 64, 0], y__ssa_v0)
        y__store: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 65536)] = y__ssa_v1
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": n__ssa_v0 // 64 + 1})
    def dyn_spmd(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v2: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = self.dyn(x__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, x__ssa_v0: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], n__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[256, 64], pl.FP32]:
        with pl.scope():
            y__ssa_v2: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = self.dyn_spmd(x__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
            return y__ssa_v2
