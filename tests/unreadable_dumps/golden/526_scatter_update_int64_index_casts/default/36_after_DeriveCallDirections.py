# pypto.program: ScatterUpdateInt64IndexCasts
import pypto.language as pl

@pl.program
class ScatterUpdateInt64IndexCasts:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(cache__ssa_v0: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], idx__ssa_v0: pl.Tensor[[2, 1], pl.INT64, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)], src__ssa_v0: pl.Tensor[[2, 32], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 128)], ret0__out: pl.Out[pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 32], pl.FP16]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        cache__ssa_v0_vec: pl.Tile[[16, 32], pl.FP16, pl.MemRef(mem_vec_4, pl.const(2176, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(cache__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        idx__ssa_v0_vec: pl.Tile[[2, 1], pl.INT64, pl.MemRef(mem_vec_5, pl.const(3200, pl.INT64), 16), pl.Mem.Vec] = pl.tile.load(idx__ssa_v0, [0, 0], [2, 1], [2, 1], target_memory=pl.Mem.Vec)
        src__ssa_v0_vec: pl.Tile[[2, 32], pl.FP16, pl.MemRef(mem_vec_15, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [0, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
        su_col: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_7, pl.const(3232, pl.INT64), 128), pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 32], dtype=pl.INT32, descending=False)
        su_tmpl: pl.Tile[[2, 32], pl.INT32, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.full([2, 32], dtype=pl.INT32, value=0)
        su_col_nd: pl.Tile[[2, 32], pl.INT32, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.col_expand(su_tmpl, su_col)
        su_idx_i32__rm_a0_tmp_v0: pl.Tile[[1, 2], pl.INT64, pl.MemRef(mem_vec_5, pl.const(3200, pl.INT64), 16), pl.Mem.Vec] = pl.tile.reshape(idx__ssa_v0_vec, [1, 2])
        su_idx_i32__row_major_tmp_v1: pl.Tile[[1, 2], pl.INT32, pl.MemRef(mem_vec_7, pl.const(3232, pl.INT64), 128), pl.Mem.Vec] = pl.tile.cast(su_idx_i32__rm_a0_tmp_v0, target_type=pl.INT32)
        su_idx_i32: pl.Tile[[2, 1], pl.INT32, pl.MemRef(mem_vec_7, pl.const(3232, pl.INT64), 8), pl.Mem.Vec] = pl.tile.reshape(su_idx_i32__row_major_tmp_v1, [2, 1])
        su_idx_flat: pl.Tile[[2, 1], pl.INT32, pl.MemRef(mem_vec_7, pl.const(3232, pl.INT64), 8), pl.Mem.Vec] = su_idx_i32
        su_row_base__rm_a0_tmp_v2: pl.Tile[[1, 2], pl.INT32, pl.MemRef(mem_vec_7, pl.const(3232, pl.INT64), 8), pl.Mem.Vec] = pl.tile.reshape(su_idx_flat, [1, 2])
        su_row_base__row_major_tmp_v3: pl.Tile[[1, 2], pl.INT32, pl.MemRef(mem_vec_7, pl.const(3232, pl.INT64), 128), pl.Mem.Vec] = pl.tile.muls(su_row_base__rm_a0_tmp_v2, pl.const(32, pl.INT32))
        su_row_base: pl.Tile[[2, 1], pl.INT32, pl.MemRef(mem_vec_7, pl.const(3232, pl.INT64), 8), pl.Mem.Vec] = pl.tile.reshape(su_row_base__row_major_tmp_v3, [2, 1])
        su_flat_idx: pl.Tile[[2, 32], pl.INT32, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.row_expand_add(su_col_nd, su_row_base)
        su_flat_idx_cast: pl.Tile[[2, 32], pl.INT16, pl.MemRef(mem_vec_7, pl.const(3232, pl.INT64), 128), pl.Mem.Vec] = pl.tile.cast(su_flat_idx, target_type=pl.INT16)
        su_v0: pl.Tile[[16, 32], pl.FP16, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP16, value=0.0)
        su_vals: pl.Tile[[16, 32], pl.FP16, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.scatter(su_v0, src__ssa_v0_vec, su_flat_idx_cast)
        su_m0: pl.Tile[[16, 32], pl.FP16, pl.MemRef(mem_vec_15, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP16, value=0.0)
        su_ones: pl.Tile[[2, 32], pl.FP16, pl.MemRef(mem_vec_16, pl.const(2048, pl.INT64), 128), pl.Mem.Vec] = pl.tile.full([2, 32], dtype=pl.FP16, value=1.0)
        su_mask: pl.Tile[[16, 32], pl.FP16, pl.MemRef(mem_vec_15, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.scatter(su_m0, su_ones, su_flat_idx_cast)
        su_pred: pl.Tile[[16, 32], pl.UINT8, pl.MemRef(mem_vec_15, pl.const(1024, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[16, 4])] = pl.tile.cmps(su_mask, pl.const(0.0, pl.FP16), cmp_type=1)
        su_tmp: pl.Tile[[1, 32], pl.UINT8, pl.MemRef(mem_vec_7, pl.const(3232, pl.INT64), 128), pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        cache__tile: pl.Tile[[16, 32], pl.FP16, pl.MemRef(mem_vec_4, pl.const(2176, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.sel(su_pred, su_vals, cache__ssa_v0_vec, su_tmp)
        ret0__store: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)] = pl.tile.store(cache__tile, [0, 0], ret0__out)
        return ret0__out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, cache__ssa_v0: pl.InOut[pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)]], idx__ssa_v0: pl.Tensor[[2, 1], pl.INT64, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)], src__ssa_v0: pl.Tensor[[2, 32], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 128)]) -> pl.Tensor[[16, 32], pl.FP16]:
        ret0__out: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)] = pl.tensor.create([16, 32], dtype=pl.FP16, layout=pl.TensorLayout.ND)
        cache__ssa_v1: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)] = self.main_incore_0(cache__ssa_v0, idx__ssa_v0, src__ssa_v0, ret0__out, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return cache__ssa_v1
