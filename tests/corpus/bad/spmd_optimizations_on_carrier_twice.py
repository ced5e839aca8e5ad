# error: 10:9: `optimizations=` is specified twice: on `pl.spmd(...)` and on the inner `pl.at(level=pl.Level.CORE_GROUP, ...)`
import pypto.language as pl


@pl.program
class SpmdSplitTwice:
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        # The split belongs on one scope only.
        with pl.spmd(4, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
            with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
                e: pl.Tensor[[64, 64], pl.FP32] = pl.neg(x)
                y = pl.assemble(y, e, [0, 0])
        return y
