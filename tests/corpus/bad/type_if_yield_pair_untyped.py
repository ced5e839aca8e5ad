# error: 16:45: ValueError: The operator tile.store requires first argument to be a TileType, but got TensorType
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        if pl.tensor.dim(x, 0) > 3:
            e: pl.Tile[[16, 64], pl.FP32] = pl.exp(t)
            r = pl.yield_(e, t)
        else:
            r = pl.yield_(t, t)
        # Neither branch binds `r` to one value, so it takes the reference's fallback type.
        res: pl.Tensor[[16, 64], pl.FP32] = pl.store(r, [0, 0], out)
        return res
