# pypto.program: FloatLiterals
import pypto.language as pl

@pl.program
class FloatLiterals:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def consts(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], y__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 0.10000000000000001)
        b__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(a__ssa_v0, 1.0000000000000001e-05)
        c__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.minimums(b__ssa_v0, 3.4e+38)
        d__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.maximums(c__ssa_v0, -1e+30)
        e__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(d__ssa_v0, 3.14159265358979)
        f__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(e__ssa_v0, 2.5000000000000002e-10)
        g__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(f__ssa_v0, 100000.0)
        h__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(g__ssa_v0, 10000000000000000.0)
        i__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(h__ssa_v0, 0.33333333333333331)
        j__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.subs(i__ssa_v0, 123456789.125)
        k__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_13, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(j__ssa_v0, 1.0000001000000001)
        yd__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(k__ssa_v0, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], y__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = self.consts(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
