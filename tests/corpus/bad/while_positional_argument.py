# error: 16:21: pl.while_() takes no positional arguments
# (the reference parser rejects it with the same message and location)
import pypto.language as pl


@pl.program
class WhilePositionalArgument:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        for (k,) in pl.while_(n, init_values=(n,)):
            pl.cond(k < 4)
            k2 = pl.yield_(k + 1)
        out = pl.store(t, [0, 0], out)
        return out
