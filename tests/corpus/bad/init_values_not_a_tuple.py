# error: 11:48: init_values must be a list or tuple
# (the reference parser rejects it with the same message and location)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], s: pl.Scalar[pl.INDEX], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 64])
        for i, (a,) in pl.range(4, init_values=t):
            r = pl.yield_(a)
        return o
