# error: 14:82: pl.split_aiv() does not accept 'optimizations='
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN, optimizations=[]):
                t = pl.load(x, [0, 0], [64, 64])
                out = pl.store(t, [0, 0], out)
        return out
