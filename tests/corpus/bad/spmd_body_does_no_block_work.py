# error: 11:9: body neither reads the per-block index
import pypto.language as pl


@pl.program
class SpmdNoBlockWork:
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        # Every block would run the same load and store: rejected, as the
        # reference does.
        with pl.spmd(4):
            t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
            y = pl.store(t, [0, 0], y)
        return y
