# `a, b = b, a` in a kernel loop: Python builds the right-hand tuple, then
# unpacks it, so the two tiles trade places every iteration.
import pypto.language as pl


@pl.program
class TupleSwap:
    @pl.function(type=pl.FunctionType.InCore)
    def ping_pong(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        a = pl.load(x, [0, 0], [16, 128])
        b = pl.exp(a)
        for i in pl.range(4):
            a, b = b, a
            b = pl.add(a, b)
        res = pl.store(b, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out = self.ping_pong(x, out)
        return out
