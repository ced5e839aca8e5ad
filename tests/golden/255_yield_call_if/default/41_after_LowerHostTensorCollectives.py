# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], n__ssa_v0: pl.Scalar[pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        if 0 < pl.cast(n__ssa_v0, pl.INDEX):
            r__rv_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.yield_(pl.tile.exp(a__ssa_v0))
        else:
            r__rv_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.yield_(a__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(r__rv_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
