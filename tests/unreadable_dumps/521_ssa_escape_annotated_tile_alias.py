# expect-error: a loop-body copy of an annotated pre-loop tile escapes: the annotation gives the variable a type of its own, so no pre-loop value matches and the loop is seeded with a free variable, which SSA verification rejects
import pypto.language as pl


@pl.program
class SsaEscapeAnnotatedTileAlias:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t2: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        for i in pl.range(4):
            u = t2
        y = pl.store(u, [16, 0], y)
        row = n
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [row * 16, 0], [16, 64])
        y = pl.store(t, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], m: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        y = self.k(x, n, m, y)
        return y
