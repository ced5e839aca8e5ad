# pypto.program: ScatterMask
import pypto.language as pl

@pl.program
class ScatterMask:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(even__ssa_v0: pl.Tensor[[8, 32], pl.FP32], dst__ssa_v0: pl.Tensor[[8, 64], pl.FP32], quarter__ssa_v0: pl.Tensor[[8, 16], pl.FP32], output__ssa_v0: pl.InOut[pl.Tensor[[8, 64], pl.FP32]]) -> pl.Tensor[[8, 64], pl.FP32]:
        even__ssa_v0_vec: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(even__ssa_v0, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        dst__ssa_v0_vec: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(dst__ssa_v0, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        scatter_mask_values_zero: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([8, 64], dtype=pl.FP32, value=0.0)
        scatter_mask_values: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.scatter_mask(scatter_mask_values_zero, even__ssa_v0_vec, mask_pattern=1)
        scatter_mask_mask_zero: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([8, 64], dtype=pl.FP32, value=0.0)
        scatter_mask_ones: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([8, 32], dtype=pl.FP32, value=1.0)
        scatter_mask_mask: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.scatter_mask(scatter_mask_mask_zero, scatter_mask_ones, mask_pattern=1)
        scatter_mask_pred: pl.Tile[[8, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[8, 8], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cmps(scatter_mask_mask, 0.0, cmp_type=1)
        scatter_mask_sel_tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        out__tile: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sel(scatter_mask_pred, scatter_mask_values, dst__ssa_v0_vec, scatter_mask_sel_tmp)
        quarter__ssa_v0_vec: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(quarter__ssa_v0, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        scatter_mask_values_zero_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([8, 64], dtype=pl.FP32, value=0.0)
        scatter_mask_values_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.scatter_mask(scatter_mask_values_zero_1, quarter__ssa_v0_vec, mask_pattern=4)
        scatter_mask_mask_zero_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([8, 64], dtype=pl.FP32, value=0.0)
        scatter_mask_ones_1: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([8, 16], dtype=pl.FP32, value=1.0)
        scatter_mask_mask_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.scatter_mask(scatter_mask_mask_zero_1, scatter_mask_ones_1, mask_pattern=4)
        scatter_mask_pred_1: pl.Tile[[8, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[8, 8], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cmps(scatter_mask_mask_1, 0.0, cmp_type=1)
        scatter_mask_sel_tmp_1: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        out__tile_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sel(scatter_mask_pred_1, scatter_mask_values_1, out__tile, scatter_mask_sel_tmp_1)
        output__tile: pl.Tensor[[8, 64], pl.FP32] = pl.tile.store(out__tile_1, [0, 0], output__ssa_v0)
        return output__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, even__ssa_v0: pl.Tensor[[8, 32], pl.FP32], quarter__ssa_v0: pl.Tensor[[8, 16], pl.FP32], dst__ssa_v0: pl.Tensor[[8, 64], pl.FP32], output__ssa_v0: pl.InOut[pl.Tensor[[8, 64], pl.FP32]]) -> pl.Tensor[[8, 64], pl.FP32]:
        output__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = self.main_incore_0(even__ssa_v0, dst__ssa_v0, quarter__ssa_v0, output__ssa_v0)
        return output__ssa_v1
