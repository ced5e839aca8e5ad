# pypto.program: TileCreateColStats
import pypto.language as pl

@pl.program
class TileCreateColStats:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def col_norm(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        work__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        cs__ssa_v0: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.col_sum(t__ssa_v0, work__ssa_v0)
        mean__ssa_v0: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.muls(cs__ssa_v0, 0.015625)
        c__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_sub(t__ssa_v0, mean__ssa_v0)
        sq__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(c__ssa_v0, c__ssa_v0)
        mx__ssa_v0: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.col_max(sq__ssa_v0)
        n__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_div(c__ssa_v0, mx__ssa_v0)
        done__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(n__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = self.col_norm(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
