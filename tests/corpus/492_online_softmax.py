import pypto.language as pl


@pl.program
class OnlineSoftmax:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 512], pl.FP32],
        lse: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            x0: pl.Tensor[[16, 128], pl.FP32] = pl.slice(x, [16, 128], [0, 0])
            mx: pl.Tensor[[16, 1], pl.FP32] = pl.row_max(x0)
            c0: pl.Tensor[[16, 128], pl.FP32] = pl.row_expand_sub(x0, mx)
            e0: pl.Tensor[[16, 128], pl.FP32] = pl.exp(c0)
            sm: pl.Tensor[[16, 1], pl.FP32] = pl.row_sum(e0)
            for j in pl.range(1, 4):
                xj: pl.Tensor[[16, 128], pl.FP32] = pl.slice(x, [16, 128], [0, j * 128])
                mj: pl.Tensor[[16, 1], pl.FP32] = pl.row_max(xj)
                mn: pl.Tensor[[16, 1], pl.FP32] = pl.maximum(mx, mj)
                dm: pl.Tensor[[16, 1], pl.FP32] = pl.sub(mx, mn)
                sc: pl.Tensor[[16, 1], pl.FP32] = pl.exp(dm)
                cj: pl.Tensor[[16, 128], pl.FP32] = pl.row_expand_sub(xj, mn)
                ej: pl.Tensor[[16, 128], pl.FP32] = pl.exp(cj)
                sj: pl.Tensor[[16, 1], pl.FP32] = pl.row_sum(ej)
                rs: pl.Tensor[[16, 1], pl.FP32] = pl.mul(sm, sc)
                sm = pl.add(rs, sj)
                mx = mn
            ls: pl.Tensor[[16, 1], pl.FP32] = pl.log(sm)
            r: pl.Tensor[[16, 1], pl.FP32] = pl.add(ls, mx)
            lse = pl.assemble(lse, r, [0, 0])
        return lse
