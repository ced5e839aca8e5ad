# error: 16:13: pl.const() first argument must be a numeric literal
# (the reference parser rejects it with the same message and location)
import pypto.language as pl


@pl.program
class ConstNotALiteral:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        c = pl.const(n, pl.INT32)
        out = pl.store(t, [0, 0], out)
        return out
