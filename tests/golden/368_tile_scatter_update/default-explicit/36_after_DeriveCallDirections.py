# pypto.program: TileScatterUpdate
import pypto.language as pl

@pl.program
class TileScatterUpdate:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def update(cache__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], slots__ssa_v0: pl.Tensor[[1, 4], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)], rows__ssa_v0: pl.Tensor[[4, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(18432, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(cache__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        idx__ssa_v0: pl.Tile[[1, 4], pl.INT32, pl.MemRef(mem_vec_14, pl.const(17408, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(slots__ssa_v0, [0, 0], [1, 4], [1, 4], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(9216, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(rows__ssa_v0, [0, 0], [4, 64], [4, 64], target_memory=pl.Mem.Vec)
        su_col: pl.Tile[[1, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        su_tmpl: pl.Tile[[4, 64], pl.INT32, pl.MemRef(mem_vec_12, pl.const(1024, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([4, 64], dtype=pl.INT32, value=0)
        su_col_nd: pl.Tile[[4, 64], pl.INT32, pl.MemRef(mem_vec_12, pl.const(1024, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_expand(su_tmpl, su_col)
        su_idx_flat: pl.Tile[[4, 1], pl.INT32, pl.MemRef(mem_vec_14, pl.const(17408, pl.INT64), 16), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(idx__ssa_v0, [4, 1])
        su_row_base__rm_a0_tmp_v0: pl.Tile[[1, 4], pl.INT32, pl.MemRef(mem_vec_14, pl.const(17408, pl.INT64), 16), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(su_idx_flat, [1, 4])
        su_row_base__row_major_tmp_v1: pl.Tile[[1, 4], pl.INT32, pl.MemRef(mem_vec_14, pl.const(17408, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(su_row_base__rm_a0_tmp_v0, pl.const(64, pl.INT32))
        su_row_base: pl.Tile[[4, 1], pl.INT32, pl.MemRef(mem_vec_14, pl.const(17408, pl.INT64), 16), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(su_row_base__row_major_tmp_v1, [4, 1])
        su_flat_idx: pl.Tile[[4, 64], pl.INT32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_add(su_col_nd, su_row_base)
        su_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(1024, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([32, 64], dtype=pl.FP32, value=0.0)
        su_vals: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(1024, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.scatter(su_v0, r__ssa_v0, su_flat_idx)
        su_m0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(9216, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([32, 64], dtype=pl.FP32, value=0.0)
        su_ones: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(17408, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([4, 64], dtype=pl.FP32, value=1.0)
        su_mask: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(9216, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.scatter(su_m0, su_ones, su_flat_idx)
        su_pred: pl.Tile[[32, 32], pl.UINT8, pl.MemRef(mem_vec_13, pl.const(9216, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[32, 8], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cmps(su_mask, 0.0, cmp_type=1)
        su_tmp: pl.Tile[[1, 32], pl.UINT8, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        c__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(18432, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sel(su_pred, su_vals, c__ssa_v0, su_tmp)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = pl.tile.store(c__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, cache__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], slots__ssa_v0: pl.Tensor[[1, 4], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)], rows__ssa_v0: pl.Tensor[[4, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]) -> pl.Tensor[[32, 64], pl.FP32]:
        out__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)] = self.update(cache__ssa_v0, slots__ssa_v0, rows__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return out__ssa_v1
