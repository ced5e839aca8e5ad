# In Orchestration code a name bound to a parameter's dynamic extent (rows = pl.tensor.dim(x, 0))
# and then reassigned gets a variable of its own; the extent symbol N itself is never rebound.
import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class DimRebind:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[N, 64], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [n, 0], [16, 64])
        y = pl.store(t, [n, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[N, 64], pl.FP32], y: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        rows = pl.tensor.dim(x, 0)
        rows = rows - 16
        for i in pl.range(rows // 16):
            y = self.k(x, i * 16, y)
        return y
