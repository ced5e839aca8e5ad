# pypto.program: AliasIterThenReshape
import pypto.language as pl

@pl.program
class AliasIterThenReshape:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        for i__idx_v0, (a__iter_v1,) in pl.range(3, init_values=(a__ssa_v0,)):
            c__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = a__iter_v1
            r__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.reshape(c__ssa_v0, [64, 64])
            e__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(r__ssa_v0)
            a__ssa_v3: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.reshape(e__ssa_v0, [32, 128])
            a__ssa_v3_mv: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.move(a__ssa_v3, target_memory=pl.Mem.Vec)
            a__rv_v2: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.yield_(a__ssa_v3_mv)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(a__rv_v2, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = self.k(x__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        return out__ssa_v1
