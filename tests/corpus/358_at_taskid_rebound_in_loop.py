# A TaskId chain through a loop: each step's kernel waits for the previous
# step's launch (`deps=[tid]`) and `as tid` binds the new launch's id.
import pypto.language as pl


@pl.program
class ChainedTaskIds:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[256, 32], pl.FP32],
        y: pl.Out[pl.Tensor[[256, 32], pl.FP32]],
    ) -> pl.Tensor[[256, 32], pl.FP32]:
        with pl.manual_scope():
            tid = None
            for i in pl.range(4):
                with pl.at(level=pl.Level.CORE_GROUP, name_hint="scale_rows", deps=[tid]) as tid:
                    t: pl.Tile[[64, 32], pl.FP32] = pl.load(x, [i * 64, 0], [64, 32])
                    s: pl.Tile[[64, 32], pl.FP32] = pl.mul(t, 2.0)
                    y = pl.store(s, [i * 64, 0], y)
        return y
