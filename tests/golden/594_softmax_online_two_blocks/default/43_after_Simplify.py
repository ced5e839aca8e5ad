# pypto.program: SoftmaxOnline
import pypto.language as pl

@pl.program
class SoftmaxOnline:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(s__ssa_v0: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.InOut[pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[16, 512], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        b0__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(s__ssa_v0, [0, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        b1__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(s__ssa_v0, [0, 256], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        tmp_tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m0__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(b0__tile, tmp_tile)
        tmp_tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m1__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(49216, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(b1__tile, tmp_tile_1)
        m__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_5, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m0__tile, [1, 16])
        m__rm_a1_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(49216, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m1__tile, [1, 16])
        m__row_major_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.maximum(m__rm_a0_tmp_v0, m__rm_a1_tmp_v1)
        m__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v2, [16, 1])
        e0__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_sub(b0__tile, m__tile)
        e1__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_sub(b1__tile, m__tile)
        x0__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(e0__tile)
        x1__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(e1__tile)
        tmp_tile_2: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        z0__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(x0__tile, tmp_tile_2)
        tmp_tile_3: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        z1__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(49216, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(x1__tile, tmp_tile_3)
        z__rm_a0_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_5, pl.const(49152, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(z0__tile, [1, 16])
        z__rm_a1_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_7, pl.const(49216, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(z1__tile, [1, 16])
        z__row_major_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.add(z__rm_a0_tmp_v3, z__rm_a1_tmp_v4)
        z__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(z__row_major_tmp_v5, [16, 1])
        p0__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_div(x0__tile, z__tile)
        p1__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_div(x1__tile, z__tile)
        out__tile: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(p0__tile, [0, 0], out__ssa_v0)
        out__tile_1: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(p1__tile, [0, 256], out__tile)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, s__ssa_v0: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.InOut[pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[16, 512], pl.FP32]:
        out__ssa_v2: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = self.main_incore_0(s__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return out__ssa_v2
