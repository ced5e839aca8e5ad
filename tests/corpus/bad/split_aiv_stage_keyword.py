# error: 14:69: pl.split_aiv() loop form does not accept 'stage='
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
          for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE, stage=2):
            t: pl.Tile[[128, 64], pl.FP32] = pl.load(x, [0, 0], [128, 64])
            y = pl.store(t, [0, 0], y)
        return y
