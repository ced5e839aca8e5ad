# Softmax over two column blocks of a row block in one scope: the row max and row sum of the two blocks combined, both blocks normalised and assembled back.
import pypto.language as pl


@pl.program
class SoftmaxOnline:
    @pl.function
    def main(
        self,
        s: pl.Tensor[[16, 512], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
    ) -> pl.Tensor[[16, 512], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            b0: pl.Tensor[[16, 256], pl.FP32] = pl.slice(s, [16, 256], [0, 0])
            b1: pl.Tensor[[16, 256], pl.FP32] = pl.slice(s, [16, 256], [0, 256])
            m0: pl.Tensor[[16, 1], pl.FP32] = pl.row_max(b0)
            m1: pl.Tensor[[16, 1], pl.FP32] = pl.row_max(b1)
            m: pl.Tensor[[16, 1], pl.FP32] = pl.maximum(m0, m1)
            e0: pl.Tensor[[16, 256], pl.FP32] = pl.row_expand_sub(b0, m)
            e1: pl.Tensor[[16, 256], pl.FP32] = pl.row_expand_sub(b1, m)
            x0: pl.Tensor[[16, 256], pl.FP32] = pl.exp(e0)
            x1: pl.Tensor[[16, 256], pl.FP32] = pl.exp(e1)
            z0: pl.Tensor[[16, 1], pl.FP32] = pl.row_sum(x0)
            z1: pl.Tensor[[16, 1], pl.FP32] = pl.row_sum(x1)
            z: pl.Tensor[[16, 1], pl.FP32] = pl.add(z0, z1)
            p0: pl.Tensor[[16, 256], pl.FP32] = pl.row_expand_div(x0, z)
            p1: pl.Tensor[[16, 256], pl.FP32] = pl.row_expand_div(x1, z)
            out = pl.assemble(out, p0, [0, 0])
            out = pl.assemble(out, p1, [0, 256])
        return out
