# pypto.program: ForSwapAlias
import pypto.language as pl

@pl.program
class ForSwapAlias:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        for i__idx_v0, (a__iter_v1, b__iter_v1) in pl.range(3, init_values=(a__ssa_v0, b__ssa_v0)):
            c__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = a__iter_v1
            a__ssa_v3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = b__iter_v1
            b__ssa_v3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = c__ssa_v0
            a__ssa_v3_mv: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.move(a__ssa_v3, target_memory=pl.Mem.Vec)
            b__ssa_v3_mv: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.move(b__ssa_v3, target_memory=pl.Mem.Vec)
            a__rv_v2, b__rv_v2 = pl.yield_(a__ssa_v3_mv, b__ssa_v3_mv)
        d__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.sub(a__rv_v2, b__rv_v2)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = pl.tile.store(d__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = self.k(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
