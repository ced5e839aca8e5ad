# error: 15:42: requires int16 or uint16 tile dtype, but got int32
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        i: pl.Tile[[16, 64], pl.INT32] = pl.tile.cast(t, target_type=pl.INT32, mode='trunc')
        n: pl.Tile[[16, 64], pl.INT32] = pl.tile.not_(i)
        u: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(t, t)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.store(u, [0, 0], out)
        return r
