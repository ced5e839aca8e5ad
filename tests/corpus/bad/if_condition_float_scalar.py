# error: 16:9: if condition must be a Bool-typed scalar expression, got pl.Scalar[pl.FP32]
# (the reference parser rejects it with the same message)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        s: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        a: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        if s:
            c: pl.Tile[[32, 128], pl.FP32] = pl.exp(a)
        else:
            c: pl.Tile[[32, 128], pl.FP32] = pl.neg(a)
        out = pl.store(c, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        s: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.k(x, s, out)
        return out
