# error: 12:13: tile.assemble writes past the end of dimension 0: offset 0 + extent 16 exceeds the target extent 8
# (the reference rejects it at the same place: a write past the end)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], s: pl.Scalar[pl.INDEX], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 64])
        u = pl.tile.create([8, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        w = pl.tile.assemble(u, t, [0, 0])
        return o
