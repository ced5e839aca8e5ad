# pypto.program: SoftmaxOnline
import pypto.language as pl

@pl.program
class SoftmaxOnline:
    @pl.function
    def main(self, s__ssa_v0: pl.Tensor[[16, 512], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 512], pl.FP32]]) -> pl.Tensor[[16, 512], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            b0__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(s__ssa_v0, [16, 256], [0, 0])
            b1__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(s__ssa_v0, [16, 256], [0, 256])
            m0__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(b0__ssa_v0)
            m1__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(b1__ssa_v0)
            m__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.maximum(m0__ssa_v0, m1__ssa_v0)
            e0__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.row_expand_sub(b0__ssa_v0, m__ssa_v0)
            e1__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.row_expand_sub(b1__ssa_v0, m__ssa_v0)
            x0__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.exp(e0__ssa_v0)
            x1__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.exp(e1__ssa_v0)
            z0__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(x0__ssa_v0)
            z1__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(x1__ssa_v0)
            z__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.add(z0__ssa_v0, z1__ssa_v0)
            p0__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.row_expand_div(x0__ssa_v0, z__ssa_v0)
            p1__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.row_expand_div(x1__ssa_v0, z__ssa_v0)
            out__ssa_v1: pl.Tensor[[16, 512], pl.FP32] = pl.tensor.assemble(out__ssa_v0, p0__ssa_v0, [0, 0])
            out__ssa_v2: pl.Tensor[[16, 512], pl.FP32] = pl.tensor.assemble(out__ssa_v1, p1__ssa_v0, [0, 256])
        return out__ssa_v2
