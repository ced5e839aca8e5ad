# pypto.program: LongChainReuse
import pypto.language as pl

@pl.program
class LongChainReuse:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def chain(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], y__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        a__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        c__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(a__ssa_v0, b__ssa_v0)
        d__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.muls(c__ssa_v0, 2.0)
        e__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
        f__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sub(e__ssa_v0, a__ssa_v0)
        g__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.maximum(f__ssa_v0, b__ssa_v0)
        h__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.adds(g__ssa_v0, 1.0)
        i__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.sqrt(h__ssa_v0)
        j__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.mul(i__ssa_v0, g__ssa_v0)
        k__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_13, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.relu(j__ssa_v0)
        m__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.neg(k__ssa_v0)
        n__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_15, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.abs(m__ssa_v0)
        done__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = pl.tile.store(n__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], y__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = self.chain(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
