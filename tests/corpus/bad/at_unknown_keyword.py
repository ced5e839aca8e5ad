# error: 15:47: Unknown keyword argument 'predicate' in pl.at()
# (the reference parser rejects it with the same message)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        g: pl.Tensor[[4, 4], pl.INT32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, predicate=(g[0, 0] > 0)):
            t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
            out = pl.store(t, [0, 0], out)
        return out
