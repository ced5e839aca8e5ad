# pypto.program: LayerNormScope
import pypto.language as pl

@pl.program
class LayerNormScope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], rb__idx_v0: pl.Scalar[pl.INDEX], gamma__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], beta__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)], y__iter_v1: pl.Out[pl.Tensor[[32, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[32, 256], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        gamma__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(gamma__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        beta__tile: pl.Tile[[1, 256], pl.FP32, pl.MemRef(mem_vec_5, pl.const(17408, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(beta__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        xs__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(18432, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [rb__idx_v0 * 16, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        tmp_tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        s__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(51200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(xs__tile, tmp_tile)
        mean__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(51200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(s__tile, [1, 16])
        mean__row_major_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(mean__rm_a0_tmp_v0, 0.00390625)
        mean__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mean__row_major_tmp_v1, [16, 1])
        cen__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(18432, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_sub(xs__tile, mean__tile)
        sq__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.mul(cen__tile, cen__tile)
        tmp_tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        vs__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(51200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(sq__tile, tmp_tile_1)
        var__rm_a0_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_8, pl.const(51200, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(vs__tile, [1, 16])
        var__row_major_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.muls(var__rm_a0_tmp_v2, 0.00390625)
        var__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(var__row_major_tmp_v3, [16, 1])
        ve__rm_a0_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(var__tile, [1, 16])
        ve__row_major_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(ve__rm_a0_tmp_v4, 1.0000000000000001e-05)
        ve__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(ve__row_major_tmp_v5, [16, 1])
        inv__rm_a0_tmp_v6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(34816, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(ve__tile, [1, 16])
        inv__row_major_tmp_v7: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.rsqrt(inv__rm_a0_tmp_v6)
        inv__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(inv__row_major_tmp_v7, [16, 1])
        nrm__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(18432, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_mul(cen__tile, inv__tile)
        sc__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(18432, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_mul(nrm__tile, gamma__tile)
        sh__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(18432, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.col_expand_add(sc__tile, beta__tile)
        y__tile: pl.Tensor[[32, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = pl.tile.store(sh__tile, [rb__idx_v0 * 16, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, x__ssa_v0: pl.Tensor[[32, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], gamma__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], beta__ssa_v0: pl.Tensor[[1, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)], y__ssa_v0: pl.Out[pl.Tensor[[32, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[32, 256], pl.FP32]:
        with pl.scope():
            for rb__idx_v0, (y__iter_v1,) in pl.range(2, init_values=(y__ssa_v0,), attrs={"iter_arg_rebind_0": False}):
                with pl.scope():
                    y__ssa_v3: pl.Tensor[[32, 256], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)] = self.main_incore_0(x__ssa_v0, rb__idx_v0, gamma__ssa_v0, beta__ssa_v0, y__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.input, pl.adir.input, pl.adir.inout]})
                    y__rv_v2: pl.Tensor[[32, 256], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 32768)] = pl.yield_(y__ssa_v3)
            return y__rv_v2
