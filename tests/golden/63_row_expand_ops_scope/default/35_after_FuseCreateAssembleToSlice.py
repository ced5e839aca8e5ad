# pypto.program: RowExpandOpsScope
import pypto.language as pl

@pl.program
class RowExpandOpsScope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], r__ssa_v0: pl.Tensor[[32, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 128)], c__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)], y__ssa_v0: pl.InOut[pl.Tensor[[32, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[32, 256], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        x__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
        r__tile: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 128), pl.Mem.Vec] = pl.tile.load(r__ssa_v0, [0, 0], [32, 1], [32, 1], target_memory=pl.Mem.Vec)
        c__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32896, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(c__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        a__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_add(x__tile, r__tile)
        b__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_mul(a__tile, r__tile)
        d__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_sub(b__tile, c__tile)
        e__tile: pl.Tile[[32, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.col_expand_div(d__tile, c__tile)
        y__tile: pl.Tensor[[32, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = pl.tile.store(e__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], r__ssa_v0: pl.Tensor[[32, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 128)], c__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)], y__ssa_v0: pl.InOut[pl.Tensor[[32, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[32, 256], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)] = self.main_incore_0(x__ssa_v0, r__ssa_v0, c__ssa_v0, y__ssa_v0)
        return y__ssa_v1
