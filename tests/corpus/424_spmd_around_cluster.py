# A cluster inside a Spmd scope: the Group is outlined first, then the Spmd function calls it.
import pypto.language as pl


@pl.program
class SpmdCluster:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[256, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        with pl.spmd(4):
            with pl.cluster():
                with pl.at(level=pl.Level.CORE_GROUP):
                    b = pl.tile.get_block_idx()
                    t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [b * 64, 0], [64, 64])
                    r: pl.Tile[[64, 64], pl.FP32] = pl.exp(t)
                    y = pl.store(r, [b * 64, 0], y)
        return y
