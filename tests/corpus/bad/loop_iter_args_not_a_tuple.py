# error: 16:16: Iter args must be a tuple
# (the reference parser rejects it with the same message)
import pypto.language as pl


@pl.program
class Probe:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        for k, a in pl.range(2, init_values=(t,)):
            t3 = pl.yield_(a)
        out = pl.store(t, [0, 0], out)
        return out
