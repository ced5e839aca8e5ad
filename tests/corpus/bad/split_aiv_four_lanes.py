# error: 14:36: pl.split_aiv(n) requires n == 2
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
          for lane in pl.split_aiv(4, mode=pl.SplitMode.UP_DOWN):
            t: pl.Tile[[128, 64], pl.FP32] = pl.load(x, [0, 0], [128, 64])
            y = pl.store(t, [0, 0], y)
        return y
