# error: 9:41: pl.load() got multiple values for argument 'offsets'
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64], offsets=[0, 0])
        r: pl.Tensor[[16, 64], pl.FP32] = pl.store(a, [0, 0], y)
        return r
