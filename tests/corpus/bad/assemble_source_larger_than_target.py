# error: 12:19: tensor.assemble writes past the end of dimension 0: offset 0 + extent 32 exceeds the target extent 16
# (the reference rejects it at the same place: a write past the end)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            t = pl.exp(x)
            out = pl.assemble(out, t, [0, 0])
        return out
