# error: 11:51: store() takes from 3 to 4 positional arguments but 5 were given
# (the reference: the same text after "pl.tile operation 'store': ", at the call)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        y = pl.tile.store(t, [0, 0], y, [16, 64], [16, 64])
        return y
