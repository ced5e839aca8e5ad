# pypto.program: TensorScatterForms
import pypto.language as pl

@pl.program
class TensorScatterForms:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(base__ssa_v0: pl.Tensor[[8, 64], pl.FP32], cols__ssa_v0: pl.Tensor[[8, 16], pl.INT32], vals__ssa_v0: pl.Tensor[[8, 16], pl.FP32], half__ssa_v0: pl.Tensor[[8, 32], pl.FP16], wide__ssa_v0: pl.Tensor[[8, 64], pl.FP16], o1__ssa_v0: pl.InOut[pl.Tensor[[8, 64], pl.FP32]], o2__ssa_v0: pl.InOut[pl.Tensor[[8, 64], pl.FP16]]) -> tuple[pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 64], pl.FP16]]:
        base__ssa_v0_vec: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(base__ssa_v0, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        cols__ssa_v0_vec: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.load(cols__ssa_v0, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        vals__ssa_v0_vec: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(vals__ssa_v0, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        scatter_ci_rows: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 8], dtype=pl.INT32, descending=False)
        scatter_row_arange: pl.Tile[[8, 1], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(scatter_ci_rows, [8, 1])
        scatter_row_base__rm_a0_tmp_v0: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(scatter_row_arange, [1, 8])
        scatter_row_base__row_major_tmp_v1: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.muls(scatter_row_base__rm_a0_tmp_v0, pl.const(64, pl.INT32))
        scatter_row_base: pl.Tile[[8, 1], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(scatter_row_base__row_major_tmp_v1, [8, 1])
        scatter_flat_idx: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.row_expand_add(cols__ssa_v0_vec, scatter_row_base)
        scatter_values_zero: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([8, 64], dtype=pl.FP32, value=0.0)
        scatter_values: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.scatter(scatter_values_zero, vals__ssa_v0_vec, scatter_flat_idx)
        scatter_mask_zero: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([8, 64], dtype=pl.FP32, value=0.0)
        scatter_ones: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([8, 16], dtype=pl.FP32, value=1.0)
        scatter_mask: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.scatter(scatter_mask_zero, scatter_ones, scatter_flat_idx)
        scatter_pred: pl.Tile[[8, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[8, 8])] = pl.tile.cmps(scatter_mask, 0.0, cmp_type=1)
        scatter_sel_tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        upd__tile: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sel(scatter_pred, scatter_values, base__ssa_v0_vec, scatter_sel_tmp)
        cols__ssa_v0_vec_1: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.load(cols__ssa_v0, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        vals__ssa_v0_vec_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(vals__ssa_v0, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        scatter_ci_rows_1: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 8], dtype=pl.INT32, descending=False)
        scatter_row_arange_1: pl.Tile[[8, 1], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(scatter_ci_rows_1, [8, 1])
        scatter_row_base__rm_a0_tmp_v2: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(scatter_row_arange_1, [1, 8])
        scatter_row_base__row_major_tmp_v3: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.muls(scatter_row_base__rm_a0_tmp_v2, pl.const(64, pl.INT32))
        scatter_row_base_1: pl.Tile[[8, 1], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(scatter_row_base__row_major_tmp_v3, [8, 1])
        scatter_flat_idx_1: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.row_expand_add(cols__ssa_v0_vec_1, scatter_row_base_1)
        scatter_values_zero_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([8, 64], dtype=pl.FP32, value=0.0)
        scatter_values_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.scatter(scatter_values_zero_1, vals__ssa_v0_vec_1, scatter_flat_idx_1)
        scatter_mask_zero_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([8, 64], dtype=pl.FP32, value=0.0)
        scatter_ones_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([8, 16], dtype=pl.FP32, value=1.0)
        scatter_mask_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.scatter(scatter_mask_zero_1, scatter_ones_1, scatter_flat_idx_1)
        scatter_pred_1: pl.Tile[[8, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[8, 8])] = pl.tile.cmps(scatter_mask_1, 0.0, cmp_type=1)
        scatter_sel_tmp_1: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        upd__tile_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sel(scatter_pred_1, scatter_values_1, upd__tile, scatter_sel_tmp_1)
        half__ssa_v0_vec: pl.Tile[[8, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(half__ssa_v0, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        wide__ssa_v0_vec: pl.Tile[[8, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(wide__ssa_v0, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        scatter_mask_values_zero: pl.Tile[[8, 64], pl.FP16, pl.Mem.Vec] = pl.tile.full([8, 64], dtype=pl.FP16, value=0.0)
        scatter_mask_values: pl.Tile[[8, 64], pl.FP16, pl.Mem.Vec] = pl.tile.scatter_mask(scatter_mask_values_zero, half__ssa_v0_vec, mask_pattern=1)
        scatter_mask_mask_zero: pl.Tile[[8, 64], pl.FP16, pl.Mem.Vec] = pl.tile.full([8, 64], dtype=pl.FP16, value=0.0)
        scatter_mask_ones: pl.Tile[[8, 32], pl.FP16, pl.Mem.Vec] = pl.tile.full([8, 32], dtype=pl.FP16, value=1.0)
        scatter_mask_mask: pl.Tile[[8, 64], pl.FP16, pl.Mem.Vec] = pl.tile.scatter_mask(scatter_mask_mask_zero, scatter_mask_ones, mask_pattern=1)
        scatter_mask_pred: pl.Tile[[8, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[8, 8])] = pl.tile.cmps(scatter_mask_mask, pl.const(0.0, pl.FP16), cmp_type=1)
        scatter_mask_sel_tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        spread__tile: pl.Tile[[8, 64], pl.FP16, pl.Mem.Vec] = pl.tile.sel(scatter_mask_pred, scatter_mask_values, wide__ssa_v0_vec, scatter_mask_sel_tmp)
        o1__tile: pl.Tensor[[8, 64], pl.FP32] = pl.tile.store(upd__tile_1, [0, 0], o1__ssa_v0)
        o2__tile: pl.Tensor[[8, 64], pl.FP16] = pl.tile.store(spread__tile, [0, 0], o2__ssa_v0)
        return o1__ssa_v0, o2__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, base__ssa_v0: pl.Tensor[[8, 64], pl.FP32], cols__ssa_v0: pl.Tensor[[8, 16], pl.INT32], vals__ssa_v0: pl.Tensor[[8, 16], pl.FP32], half__ssa_v0: pl.Tensor[[8, 32], pl.FP16], wide__ssa_v0: pl.Tensor[[8, 64], pl.FP16], o1__ssa_v0: pl.InOut[pl.Tensor[[8, 64], pl.FP32]], o2__ssa_v0: pl.InOut[pl.Tensor[[8, 64], pl.FP16]]) -> tuple[pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 64], pl.FP16]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 64], pl.FP16]] = self.main_incore_0(base__ssa_v0, cols__ssa_v0, vals__ssa_v0, half__ssa_v0, wide__ssa_v0, o1__ssa_v0, o2__ssa_v0)
        o1__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = ret__tmp_v0[0]
        o2__ssa_v1: pl.Tensor[[8, 64], pl.FP16] = ret__tmp_v0[1]
        return o1__ssa_v1, o2__ssa_v1
