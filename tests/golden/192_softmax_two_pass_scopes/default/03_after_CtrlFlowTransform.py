# pypto.program: SoftmaxTwoPass
import pypto.language as pl

@pl.program
class SoftmaxTwoPass:
    @pl.function
    def main(self, x: pl.Tensor[[16, 512], pl.FP32], y: pl.Out[pl.Tensor[[16, 512], pl.FP32]]) -> pl.Tensor[[16, 512], pl.FP32]:
        mx: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.create([16, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            m: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(x)
            mx: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.assemble(mx, m, [0, 0])
        for cb in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                xs: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x, [16, 128], [0, cb * 128])
                d: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_sub(xs, mx)
                e: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(d)
                y: pl.Tensor[[16, 512], pl.FP32] = pl.tensor.assemble(y, e, [0, cb * 128])
        return y
