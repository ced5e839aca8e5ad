# pypto.program: ColMinExpandScope
import pypto.language as pl

@pl.program
class ColMinExpandScope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        x__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        m__tile: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.col_min(x__tile)
        d__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(256, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_sub(x__tile, m__tile)
        tmp_tile: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([64, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx__tile: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(49408, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_max(d__tile, tmp_tile)
        n__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(16640, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.row_expand_div(d__tile, mx__tile)
        y__tile: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(n__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
