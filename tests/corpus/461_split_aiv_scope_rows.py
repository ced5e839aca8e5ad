# A pl.split_aiv region inside a CORE_GROUP scope of a plain function: the
# outlined kernel carries split_aiv and the region's mode, and each AIV lane
# works on its half of the rows.
import pypto.language as pl


@pl.program
class SplitAivScopeRows:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        bias: pl.Tensor[[128, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                t: pl.Tile[[128, 64], pl.FP32] = pl.load(x, [0, 0], [128, 64])
                b: pl.Tile[[128, 64], pl.FP32] = pl.load(bias, [0, 0], [128, 64])
                s: pl.Tile[[128, 64], pl.FP32] = pl.add(t, b)
                y = pl.store(pl.exp(s), [0, 0], y)
        return y
