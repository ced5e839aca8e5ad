# pypto.program: ColReduceScope
import pypto.language as pl

@pl.program
class ColReduceScope:
    @pl.function
    def main(self, x: pl.Tensor[[64, 128], pl.FP32], colmax: pl.Out[pl.Tensor[[1, 128], pl.FP32]], colsum: pl.Out[pl.Tensor[[1, 128], pl.FP32]]) -> tuple[pl.Tensor[[1, 128], pl.FP32], pl.Tensor[[1, 128], pl.FP32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            m: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_max(x)
            s: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_sum(x)
            colmax: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.assemble(colmax, m, [0, 0])
            colsum: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.assemble(colsum, s, [0, 0])
        return colmax, colsum
