# error: 9:74: Tile annotation can contain at most one pl.TileView(...)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[16, 32]), pl.TileView(valid_shape=[8, 32])] = pl.load(x, [0, 0], [16, 32])
        out = pl.store(t, [0, 0], out)
        return out
