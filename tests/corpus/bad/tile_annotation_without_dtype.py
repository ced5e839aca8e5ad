# error: 10:20: Tile subscript requires [shape, dtype], [shape, dtype, tileview_or_memory_space], [shape, dtype, memref, memory_space], or [shape, dtype, memref, memory_space, tileview], got: [16, 16]
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 16], pl.FP32], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        u: pl.Tile[[16, 16]] = pl.exp(t)
        o = pl.store(u, [0, 0], o)
        return o
