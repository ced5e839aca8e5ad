# pypto.program: ReluVariants
import pypto.language as pl

@pl.program
class ReluVariants:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def activations(a__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[16, 64], pl.FP16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        ta__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.exp(ta__ssa_v0)
        l0__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.lrelu(e__ssa_v0, 0.25)
        l1__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.lrelu(l0__ssa_v0, 1.0)
        tmp__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_8, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        p__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.prelu(l1__ssa_v0, tb__ssa_v0, tmp__ssa_v0)
        s0__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.sels(p__ssa_v0, ta__ssa_v0, pl.const(1, pl.INT32))
        r__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.sels(s0__ssa_v0, tb__ssa_v0, pl.const(0, pl.INT32))
        done__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[16, 64], pl.FP16]:
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2048)] = self.activations(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
