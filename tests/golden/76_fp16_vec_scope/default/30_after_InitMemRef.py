# pypto.program: Fp16VecScope
import pypto.language as pl

@pl.program
class Fp16VecScope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], g__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[64, 64], pl.FP16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        x__tile: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        g__tile: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(g__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        p__tile: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(x__tile, g__tile)
        q__tile: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(p__tile, x__tile)
        y__tile: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(q__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], g__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[64, 64], pl.FP16]:
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = self.main_incore_0(x__ssa_v0, g__ssa_v0, y__ssa_v0)
        return y__ssa_v1
