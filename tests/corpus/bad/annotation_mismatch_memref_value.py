# error: 14:9: change the annotation to pl.Tile[[64, 128], pl.FP32, pl.MemRef("mem_vec_3"
# (a mismatched annotation over a value whose type has a MemRef: the help text prints that type on its own)
# pypto.program: VecAddScope
import pypto.language as pl

@pl.program
class VecAddScope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(lhs__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], rhs__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], dst__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        lhs__tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(lhs__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        bad: pl.Tile[[64, 128], pl.FP16, pl.Mem.Vec] = lhs__tile
        rhs__tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(rhs__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        total__tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(lhs__tile, rhs__tile)
        dst__tile: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = pl.tile.store(total__tile, [0, 0], dst__ssa_v0)
        return dst__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, lhs__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], rhs__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], dst__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        dst__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = self.main_incore_0(lhs__ssa_v0, rhs__ssa_v0, dst__ssa_v0)
        return dst__ssa_v1
