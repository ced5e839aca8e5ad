# pypto.program: ScopeLoopIfParity
import pypto.language as pl

@pl.program
class ScopeLoopIfParity:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], i__idx_v0: pl.Scalar[pl.INDEX], y__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        blk__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        if i__idx_v0 % 2 == 0:
            r__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(blk__tile)
            r__phi_v2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.yield_(r__tile)
        else:
            r__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.neg(blk__tile)
            r__tile_mv: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.move(r__tile_1, target_memory=pl.Mem.Vec)
            r__phi_v2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.yield_(r__tile_mv)
        y__tile: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(r__phi_v2, [i__idx_v0 * 16, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = self.main_incore_0(x__ssa_v0, i__idx_v0, y__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
            y__rv_v2: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = pl.yield_(y__ssa_v3)
        return y__rv_v2
