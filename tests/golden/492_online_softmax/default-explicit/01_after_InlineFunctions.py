# pypto.program: OnlineSoftmax
import pypto.language as pl

@pl.program
class OnlineSoftmax:
    @pl.function
    def main(self, x: pl.Tensor[[16, 512], pl.FP32], lse: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            x0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x, [16, 128], [0, 0])
            mx: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(x0)
            c0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_sub(x0, mx)
            e0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(c0)
            sm: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(e0)
            for j in pl.range(1, 4):
                xj: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x, [16, 128], [0, j * 128])
                mj: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_max(xj)
                mn: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.maximum(mx, mj)
                dm: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.sub(mx, mn)
                sc: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.exp(dm)
                cj: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_sub(xj, mn)
                ej: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(cj)
                sj: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(ej)
                rs: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.mul(sm, sc)
                sm: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.add(rs, sj)
                mx: pl.Tensor[[16, 1], pl.FP32] = mn
            ls: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.log(sm)
            r: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.add(ls, mx)
            lse: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.assemble(lse, r, [0, 0])
        return lse
