# `as tid` on an inline body that reads the block index.
import pypto.language as pl


@pl.program
class SpmdTidInline:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.spmd(4) as tid:
            b = pl.tile.get_block_idx()
            t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [b * 32, 0], [32, 64])
            r: pl.Tile[[32, 64], pl.FP32] = pl.neg(t)
            out = pl.store(r, [b * 32, 0], out)
        return out
