# error: 16:13: requires the value's dtype to be the tile's
# (the reference rejects it at parse time as well)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        n: pl.Scalar[pl.INT32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        w = pl.tile.write(t, [0, 0], n)
        out = pl.store(w, [0, 0], out)
        return out
