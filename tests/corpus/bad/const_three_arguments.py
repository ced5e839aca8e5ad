# error: 16:13: pl.const() requires exactly 2 arguments: value and dtype
# (the reference parser rejects it with the same message and location)
import pypto.language as pl


@pl.program
class ConstThreeArguments:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        c = pl.const(1, pl.INT32, 3)
        out = pl.store(t, [0, 0], out)
        return out
