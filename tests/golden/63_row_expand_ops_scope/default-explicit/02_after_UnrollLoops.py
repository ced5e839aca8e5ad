# pypto.program: RowExpandOpsScope
import pypto.language as pl

@pl.program
class RowExpandOpsScope:
    @pl.function
    def main(self, x: pl.Tensor[[32, 256], pl.FP32], r: pl.Tensor[[32, 1], pl.FP32], c: pl.Tensor[[1, 256], pl.FP32], y: pl.Out[pl.Tensor[[32, 256], pl.FP32]]) -> pl.Tensor[[32, 256], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a: pl.Tensor[[32, 256], pl.FP32] = pl.tensor.row_expand_add(x, r)
            b: pl.Tensor[[32, 256], pl.FP32] = pl.tensor.row_expand_mul(a, r)
            d: pl.Tensor[[32, 256], pl.FP32] = pl.tensor.col_expand_sub(b, c)
            e: pl.Tensor[[32, 256], pl.FP32] = pl.tensor.col_expand_div(d, c)
            y: pl.Tensor[[32, 256], pl.FP32] = pl.tensor.assemble(y, e, [0, 0])
        return y
