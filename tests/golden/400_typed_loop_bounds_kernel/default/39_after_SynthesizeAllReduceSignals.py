# pypto.program: LoopVarInt64
import pypto.language as pl

@pl.program
class LoopVarInt64:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.Out[pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[64, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        for i__idx_v0, (y__iter_v1,) in pl.range(pl.const(0, pl.INT64), pl.const(4, pl.INT64), init_values=(y__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            y__ssa_v3: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t__ssa_v0, [i__idx_v0 * 16, 0], y__iter_v1)
            y__rv_v2: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = pl.yield_(y__ssa_v3)
        for j__idx_v0, (y__iter_v4,) in pl.parallel(pl.const(2, pl.INT32), init_values=(y__rv_v2,)):
            t2__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [pl.cast(j__idx_v0, pl.INDEX) * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
            t__tmp_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.neg(t2__ssa_v0)
            y__ssa_v6: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = pl.tile.store(t__tmp_v0, [pl.cast(j__idx_v0, pl.INDEX) * 16, 0], y__iter_v4)
            y__rv_v5: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 8192)] = pl.yield_(y__ssa_v6)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.Out[pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[64, 32], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = self.k(x__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        return y__ssa_v1
