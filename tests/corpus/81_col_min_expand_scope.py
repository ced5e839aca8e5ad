import pypto.language as pl


@pl.program
class ColMinExpandScope:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            m: pl.Tensor[[1, 64], pl.FP32] = pl.col_min(x)
            d: pl.Tensor[[64, 64], pl.FP32] = pl.col_expand_sub(x, m)
            mx: pl.Tensor[[64, 1], pl.FP32] = pl.row_max(d)
            n: pl.Tensor[[64, 64], pl.FP32] = pl.row_expand_div(d, mx)
            y = pl.assemble(y, n, [0, 0])
        return y
