# error: 11:13: tile.store writes past the end of dimension 1: offset 48 + extent 32 exceeds the target extent 64
# (the reference rejects it at the same place: a write past the end)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], s: pl.Scalar[pl.INDEX], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 32])
        o = pl.store(t, [0, 48], o)
        return o
