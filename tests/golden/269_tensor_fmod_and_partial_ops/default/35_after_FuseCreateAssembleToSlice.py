# pypto.program: TensorFmodPartial
import pypto.language as pl

@pl.program
class TensorFmodPartial:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], i__idx_v0: pl.Scalar[pl.INDEX], z__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], y__iter_v1: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        xs__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        zs__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(z__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        m__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.fmod(xs__tile, zs__tile)
        n__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(12288, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.fmods(m__tile, 2.0)
        p0__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.part_add(n__tile, xs__tile)
        p1__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.part_mul(p0__tile, zs__tile)
        p2__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.part_max(p1__tile, xs__tile)
        r__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.part_min(p2__tile, zs__tile)
        y__tile: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(r__tile, [i__idx_v0 * 16, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_1(h__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], g__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]):
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        h__tile: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(h__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        hm__tile: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.fmods(h__tile, pl.const(3.0, pl.FP16))
        g__tile: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(hm__tile, [0, 0], g__ssa_v0)
        return
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], z__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], h__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)]], g__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        for i__idx_v0, (y__iter_v1,) in pl.range(2, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8192)] = self.main_incore_0(x__ssa_v0, i__idx_v0, z__ssa_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 8192)] = pl.yield_(y__ssa_v3)
        self.main_incore_1(h__ssa_v0, g__ssa_v0)
        return y__rv_v2
