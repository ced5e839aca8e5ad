# pypto.program: SoftmaxOnline
import pypto.language as pl

@pl.program
class SoftmaxOnline:
    @pl.function
    def main(self, s: pl.Tensor[[16, 512], pl.FP32], out: pl.Out[pl.Tensor[[16, 512], pl.FP32]]) -> pl.Tensor[[16, 512], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            b0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(s, [16, 256], [0, 0])
            b1: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(s, [16, 256], [0, 256])
            m0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(b0)
            m1: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(b1)
            m: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.maximum(m0, m1)
            e0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.row_expand_sub(b0, m)
            e1: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.row_expand_sub(b1, m)
            x0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.exp(e0)
            x1: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.exp(e1)
            z0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(x0)
            z1: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(x1)
            z: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.add(z0, z1)
            p0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.row_expand_div(x0, z)
            p1: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.row_expand_div(x1, z)
            out: pl.Tensor[[16, 512], pl.FP32] = pl.tensor.assemble(out, p0, [0, 0])
            out: pl.Tensor[[16, 512], pl.FP32] = pl.tensor.assemble(out, p1, [0, 256])
        return out
