# error: 9:41: load() missing 1 required positional argument: 'offsets'
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(x, shapes=[16, 64])
        r: pl.Tensor[[16, 64], pl.FP32] = pl.store(a, [0, 0], y)
        return r
