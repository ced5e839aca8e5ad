# Functions without a `->` annotation keep no return types (none is printed);
# a call to one takes the value types of its first return.
import pypto.language as pl


@pl.program
class UnannotatedReturns:
    @pl.function(type=pl.FunctionType.InCore)
    def double(self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]):
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        d: pl.Tile[[16, 64], pl.FP32] = pl.add(t, t)
        out = pl.store(d, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]):
        out = self.double(x, out)
        return out
