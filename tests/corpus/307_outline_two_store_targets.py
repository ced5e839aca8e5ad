# Two store targets of one CORE_GROUP scope: the outlined kernel returns them
# in the reference's order (last stored first).
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        buf_a: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
        buf_b: pl.Tensor[[16, 1], pl.FP32] = pl.create_tensor([16, 1], dtype=pl.FP32)
        with pl.at(level=pl.Level.CORE_GROUP):
            tile_a = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            tile_b = pl.tile.full([16, 1], dtype=pl.FP32, value=0.0)
            pl.store(tile_a, [0, 0], buf_a)
            pl.store(tile_b, [0, 0], buf_b)
        result: pl.Tensor[[16, 128], pl.FP32] = pl.add(buf_a, x)
        return result
