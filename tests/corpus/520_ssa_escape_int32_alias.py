# an INT32 annotation over an INT32 value keeps the value's type object: a loop-body copy of it escapes and is seeded with it
import pypto.language as pl


@pl.program
class SsaEscapeInt32Alias:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a: pl.Scalar[pl.INT32] = pl.cast(n, pl.INT32)
        for i in pl.range(4):
            q = a
        row = pl.cast(q, pl.INDEX)
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [row * 16, 0], [16, 64])
        y = pl.store(t, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        y = self.k(x, n, m, y)
        return y
