# pypto.program: LoopResultAnnotatedMemRef
import pypto.language as pl

@pl.program
class LoopResultAnnotatedMemRef:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2__ssa_v0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3__ssa_v0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4__ssa_v0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        init__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        other__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        for i__idx_v0, (acc,) in pl.range(4, init_values=(init__ssa_v0,)):
            nxt__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(acc, other__ssa_v0)
            res: pl.Tile[[64, 64], pl.FP32, pl.MemRef("mem_vec_2", 0, 16384), pl.Mem.Vec] = pl.yield_(nxt__ssa_v0)
        r__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)] = pl.tile.store(res, [0, 0], out__ssa_v0)
        return r__ssa_v0
