# error: 16:24: pl.pipeline() stage must be a compile-time constant integer
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
        for k, (a,) in pl.pipeline(0, 4, stage=n, init_values=(t,)):
            b: pl.Tile[[16, 64], pl.FP32] = pl.add(a, a)
            t2 = pl.yield_(b)
        t = t2
        out = pl.store(t, [0, 0], out)
        return out
