# pypto.program: ScatterUpdateInt64IndexCasts
import pypto.language as pl

@pl.program
class ScatterUpdateInt64IndexCasts:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(cache__ssa_v0: pl.Tensor[[16, 32], pl.FP16], idx__ssa_v0: pl.Tensor[[2, 1], pl.INT64], src__ssa_v0: pl.Tensor[[2, 32], pl.FP16], ret0__out: pl.Out[pl.Tensor[[16, 32], pl.FP16]]) -> pl.Tensor[[16, 32], pl.FP16]:
        cache__ssa_v0_vec: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(cache__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        idx__ssa_v0_vec: pl.Tile[[2, 1], pl.INT64, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(idx__ssa_v0, [0, 0], [2, 1], [2, 1], target_memory=pl.Mem.Vec)
        src__ssa_v0_vec: pl.Tile[[2, 32], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src__ssa_v0, [0, 0], [2, 32], [2, 32], target_memory=pl.Mem.Vec)
        su_col: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.ci(pl.const(0, pl.INT32), [1, 32], dtype=pl.INT32, descending=False)
        su_tmpl: pl.Tile[[2, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([2, 32], dtype=pl.INT32, value=0)
        su_col_nd: pl.Tile[[2, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_expand(su_tmpl, su_col)
        su_idx_i32: pl.Tile[[2, 1], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(idx__ssa_v0_vec, target_type=pl.INT32)
        su_idx_flat: pl.Tile[[2, 1], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(su_idx_i32, [2, 1])
        su_row_base: pl.Tile[[2, 1], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(su_idx_flat, pl.const(32, pl.INT32))
        su_flat_idx: pl.Tile[[2, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_add(su_col_nd, su_row_base)
        su_flat_idx_cast: pl.Tile[[2, 32], pl.INT16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(su_flat_idx, target_type=pl.INT16)
        su_v0: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([16, 32], dtype=pl.FP16, value=0.0)
        su_vals: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.scatter(su_v0, src__ssa_v0_vec, su_flat_idx_cast)
        su_m0: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([16, 32], dtype=pl.FP16, value=0.0)
        su_ones: pl.Tile[[2, 32], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([2, 32], dtype=pl.FP16, value=1.0)
        su_mask: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.scatter(su_m0, su_ones, su_flat_idx_cast)
        su_pred: pl.Tile[[16, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[16, 4], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cmps(su_mask, pl.const(0.0, pl.FP16), cmp_type=1)
        su_tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        cache__tile: pl.Tile[[16, 32], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sel(su_pred, su_vals, cache__ssa_v0_vec, su_tmp)
        ret0__store: pl.Tensor[[16, 32], pl.FP16] = pl.tile.store(cache__tile, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, cache__ssa_v0: pl.InOut[pl.Tensor[[16, 32], pl.FP16]], idx__ssa_v0: pl.Tensor[[2, 1], pl.INT64], src__ssa_v0: pl.Tensor[[2, 32], pl.FP16]) -> pl.Tensor[[16, 32], pl.FP16]:
        ret0__out: pl.Tensor[[16, 32], pl.FP16] = pl.tensor.create([16, 32], dtype=pl.FP16, layout=pl.TensorLayout.ND)
        cache__ssa_v1: pl.Tensor[[16, 32], pl.FP16] = self.main_incore_0(cache__ssa_v0, idx__ssa_v0, src__ssa_v0, ret0__out)
        return cache__ssa_v1
