# as 514 with the constant's variable annotated pl.Scalar[pl.INDEX]: the annotation's own type is what the copy shares
import pypto.language as pl


@pl.program
class SsaEscapeAnnotatedIndexAlias:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        s: pl.Scalar[pl.INDEX] = 0
        for i in pl.range(4):
            row = s
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [row * 16, 0], [16, 64])
        y = pl.store(t, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        y = self.k(x, n, m, y)
        return y
