import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        n: pl.Scalar[pl.INT32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        a: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        if n > 0:
            r = pl.yield_(pl.exp(a))
        else:
            r = pl.yield_(a)
        out = pl.store(r, [0, 0], out)
        return out
