# error: 11:54: layout is required when stride, valid_shape, or pad is provided
# (the reference's TensorView constructor)
import pypto.language as pl


@pl.program
class TensorViewNoLayout:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        a: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[16, 64])],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(a, [0, 0], [32, 64])
        out = pl.store(pl.exp(t), [0, 0], out)
        return out
