# pypto.program: OnlineSoftmax
import pypto.language as pl

@pl.program
class OnlineSoftmax:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[16, 512], pl.FP32], lse__ssa_v0: pl.InOut[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        x0__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_max(x0__tile, tmp_tile)
        c0__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_sub(x0__tile, mx__tile)
        e0__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(c0__tile)
        tmp_tile_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        sm__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(e0__tile, tmp_tile_1)
        for j__idx_v0, (mx__iter_v1, sm__iter_v1) in pl.range(1, 4, init_values=(mx__tile, sm__tile)):
            xj__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, j__idx_v0 * 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp_tile_2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            mj__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_max(xj__tile, tmp_tile_2)
            mn__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(mx__iter_v1, [1, 16])
            mn__rm_a1_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(mj__tile, [1, 16])
            mn__row_major_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximum(mn__rm_a0_tmp_v0, mn__rm_a1_tmp_v1)
            mn__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(mn__row_major_tmp_v2, [16, 1])
            dm__rm_a0_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(mx__iter_v1, [1, 16])
            dm__rm_a1_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(mn__tile, [1, 16])
            dm__row_major_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sub(dm__rm_a0_tmp_v3, dm__rm_a1_tmp_v4)
            dm__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(dm__row_major_tmp_v5, [16, 1])
            sc__rm_a0_tmp_v6: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(dm__tile, [1, 16])
            sc__row_major_tmp_v7: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(sc__rm_a0_tmp_v6)
            sc__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(sc__row_major_tmp_v7, [16, 1])
            cj__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_sub(xj__tile, mn__tile)
            ej__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(cj__tile)
            tmp_tile_3: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            sj__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(ej__tile, tmp_tile_3)
            rs__rm_a0_tmp_v8: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(sm__iter_v1, [1, 16])
            rs__rm_a1_tmp_v9: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(sc__tile, [1, 16])
            rs__row_major_tmp_v10: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(rs__rm_a0_tmp_v8, rs__rm_a1_tmp_v9)
            rs__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(rs__row_major_tmp_v10, [16, 1])
            sm__rm_a0_tmp_v11: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(rs__tile, [1, 16])
            sm__rm_a1_tmp_v12: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(sj__tile, [1, 16])
            sm__row_major_tmp_v13: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(sm__rm_a0_tmp_v11, sm__rm_a1_tmp_v12)
            sm__tile_1: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(sm__row_major_tmp_v13, [16, 1])
            mx__ssa_v3: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = mn__tile
            mx__rv_v2, sm__rv_v2 = pl.yield_(mx__ssa_v3, sm__tile_1)
        ls__rm_a0_tmp_v14: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(sm__rv_v2, [1, 16])
        ls__row_major_tmp_v15: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.log(ls__rm_a0_tmp_v14)
        ls__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(ls__row_major_tmp_v15, [16, 1])
        r__rm_a0_tmp_v16: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(ls__tile, [1, 16])
        r__rm_a1_tmp_v17: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(mx__rv_v2, [1, 16])
        r__row_major_tmp_v18: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(r__rm_a0_tmp_v16, r__rm_a1_tmp_v17)
        r__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(r__row_major_tmp_v18, [16, 1])
        lse__tile: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(r__tile, [0, 0], lse__ssa_v0)
        return lse__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 512], pl.FP32], lse__ssa_v0: pl.InOut[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        lse__ssa_v1: pl.Tensor[[16, 1], pl.FP32] = self.main_incore_0(x__ssa_v0, lse__ssa_v0)
        return lse__ssa_v1
