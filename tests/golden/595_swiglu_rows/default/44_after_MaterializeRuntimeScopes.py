# pypto.program: SwigluRows
import pypto.language as pl

@pl.program
class SwigluRows:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(gate__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], i__idx_v0: pl.Scalar[pl.INDEX], up__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)], out__iter_v1: pl.Out[pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[64, 256], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        g__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(gate__ssa_v0, [i__idx_v0 * 16, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        u__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(up__ssa_v0, [i__idx_v0 * 16, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        ng__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.neg(g__tile)
        eg__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(ng__tile)
        den__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(eg__tile, 1.0)
        sig__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_8, pl.const(49152, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.recip(den__tile)
        silu__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(g__tile, sig__tile)
        prod__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(silu__tile, u__tile)
        out__tile: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = pl.tile.store(prod__tile, [i__idx_v0 * 16, 0], out__iter_v1)
        return out__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, gate__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], up__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)], out__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[64, 256], pl.FP32]:
        with pl.scope():
            for i__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
                with pl.scope():
                    out__ssa_v3: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)] = self.main_incore_0(gate__ssa_v0, i__idx_v0, up__ssa_v0, out__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.input, pl.adir.inout]})
                    out__rv_v2: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 65536)] = pl.yield_(out__ssa_v3)
            return out__rv_v2
