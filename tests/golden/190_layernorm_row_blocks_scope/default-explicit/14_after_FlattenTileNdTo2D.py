# pypto.program: LayerNormScope
import pypto.language as pl

@pl.program
class LayerNormScope:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 256], pl.FP32], rb__idx_v0: pl.Scalar[pl.INDEX], gamma__ssa_v0: pl.Tensor[[1, 256], pl.FP32], beta__ssa_v0: pl.Tensor[[1, 256], pl.FP32], y__iter_v1: pl.Out[pl.Tensor[[32, 256], pl.FP32]]) -> pl.Tensor[[32, 256], pl.FP32]:
        gamma__tile: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(gamma__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        beta__tile: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(beta__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        xs__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [rb__idx_v0 * 16, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        tmp_tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        s__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(xs__tile, tmp_tile)
        mean__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(s__tile, 0.00390625)
        cen__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_sub(xs__tile, mean__tile)
        sq__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(cen__tile, cen__tile)
        tmp_tile_1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        vs__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(sq__tile, tmp_tile_1)
        var__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(vs__tile, 0.00390625)
        ve__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(var__tile, 1.0000000000000001e-05)
        inv__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.rsqrt(ve__tile)
        nrm__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_mul(cen__tile, inv__tile)
        sc__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_expand_mul(nrm__tile, gamma__tile)
        sh__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_expand_add(sc__tile, beta__tile)
        y__tile: pl.Tensor[[32, 256], pl.FP32] = pl.tile.store(sh__tile, [rb__idx_v0 * 16, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 256], pl.FP32], gamma__ssa_v0: pl.Tensor[[1, 256], pl.FP32], beta__ssa_v0: pl.Tensor[[1, 256], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 256], pl.FP32]]) -> pl.Tensor[[32, 256], pl.FP32]:
        for rb__idx_v0, (y__iter_v1,) in pl.range(2, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[32, 256], pl.FP32] = self.main_incore_0(x__ssa_v0, rb__idx_v0, gamma__ssa_v0, beta__ssa_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[32, 256], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
