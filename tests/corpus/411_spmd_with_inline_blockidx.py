# An inline `with pl.spmd` body that reads pl.tile.get_block_idx() first gets an InCore scope
# and prints back as the loop form.
import pypto.language as pl


@pl.program
class SpmdInline:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[256, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        with pl.spmd(4, name_hint="rows"):
            b = pl.tile.get_block_idx()
            t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [b * 64, 0], [64, 64])
            r: pl.Tile[[64, 64], pl.FP32] = pl.mul(t, 2.0)
            y = pl.store(r, [b * 64, 0], y)
        return y
