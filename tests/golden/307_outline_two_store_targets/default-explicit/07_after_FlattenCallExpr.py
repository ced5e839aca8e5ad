# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        buf_a__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        buf_b__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.create([16, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            tile_a__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            tile_b__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([16, 1], dtype=pl.FP32, value=0.0)
            pl.tile.store(tile_a__ssa_v0, [0, 0], buf_a__ssa_v0)
            pl.tile.store(tile_b__ssa_v0, [0, 0], buf_b__ssa_v0)
        result__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.add(buf_a__ssa_v0, x__ssa_v0)
        return result__ssa_v0
