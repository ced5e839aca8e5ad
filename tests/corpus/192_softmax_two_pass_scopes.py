import pypto.language as pl


@pl.program
class SoftmaxTwoPass:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 512], pl.FP32],
        y: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
    ) -> pl.Tensor[[16, 512], pl.FP32]:
        mx: pl.Tensor[[16, 1], pl.FP32] = pl.create_tensor([16, 1], dtype=pl.FP32)
        with pl.at(level=pl.Level.CORE_GROUP):
            m: pl.Tensor[[16, 1], pl.FP32] = pl.row_max(x)
            mx = pl.assemble(mx, m, [0, 0])
        for cb in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                xs: pl.Tensor[[16, 128], pl.FP32] = pl.slice(x, [16, 128], [0, cb * 128])
                d: pl.Tensor[[16, 128], pl.FP32] = pl.row_expand_sub(xs, mx)
                e: pl.Tensor[[16, 128], pl.FP32] = pl.exp(d)
                y = pl.assemble(y, e, [0, cb * 128])
        return y
