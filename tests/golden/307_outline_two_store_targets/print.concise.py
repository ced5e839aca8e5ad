# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        buf_a: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        buf_b: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.create([16, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            tile_a: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            tile_b: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.full([16, 1], dtype=pl.FP32, value=0.0)
            pl.tile.store(tile_a, [0, 0], buf_a)
            pl.tile.store(tile_b, [0, 0], buf_b)
        result: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.add(buf_a, x)
        return result
