# error: 8:107: Tensor 4th argument must be pl.MemRef(...)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND), pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND)], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32] = pl.load(x, [0, 0], [16, 32])
        out = pl.store(t, [0, 0], out)
        return out
