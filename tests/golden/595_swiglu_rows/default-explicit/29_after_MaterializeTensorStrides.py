# pypto.program: SwigluRows
import pypto.language as pl

@pl.program
class SwigluRows:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(gate__ssa_v0: pl.Tensor[[64, 256], pl.FP32], i__idx_v0: pl.Scalar[pl.INDEX], up__ssa_v0: pl.Tensor[[64, 256], pl.FP32], out__iter_v1: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        g__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(gate__ssa_v0, [i__idx_v0 * 16, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        u__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(up__ssa_v0, [i__idx_v0 * 16, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        ng__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.neg(g__tile)
        eg__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(ng__tile)
        den__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(eg__tile, 1.0)
        sig__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.recip(den__tile)
        silu__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(g__tile, sig__tile)
        prod__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(silu__tile, u__tile)
        out__tile: pl.Tensor[[64, 256], pl.FP32] = pl.tile.store(prod__tile, [i__idx_v0 * 16, 0], out__iter_v1)
        return out__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, gate__ssa_v0: pl.Tensor[[64, 256], pl.FP32], up__ssa_v0: pl.Tensor[[64, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            out__ssa_v3: pl.Tensor[[64, 256], pl.FP32] = self.main_incore_0(gate__ssa_v0, i__idx_v0, up__ssa_v0, out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 256], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
