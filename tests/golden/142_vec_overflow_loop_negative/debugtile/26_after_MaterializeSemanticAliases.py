# pypto.program: VecOverflowLoopNegative
import pypto.language as pl

@pl.program
class VecOverflowLoopNegative:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def heavy(x__ssa_v0: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
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
        acc__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        a__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [64, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [128, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        c__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [192, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        d__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [256, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [320, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        s1__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(a__ssa_v0, b__ssa_v0)
        s2__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(c__ssa_v0, d__ssa_v0)
        s3__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(s1__ssa_v0, s2__ssa_v0)
        s4__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(s3__ssa_v0, e__ssa_v0)
        acc__ssa_v3: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(acc__ssa_v0, s4__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(acc__ssa_v3, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = self.heavy(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
