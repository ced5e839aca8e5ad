import pypto.language as pl


@pl.program
class SoftmaxRowsLoopScope:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for r in pl.range(2):
            with pl.at(level=pl.Level.CORE_GROUP):
                rows: pl.Tensor[[32, 128], pl.FP32] = pl.slice(x, [32, 128], [r * 32, 0])
                peak: pl.Tensor[[32, 1], pl.FP32] = pl.row_max(rows)
                shifted: pl.Tensor[[32, 128], pl.FP32] = pl.row_expand_sub(rows, peak)
                ex: pl.Tensor[[32, 128], pl.FP32] = pl.exp(shifted)
                den: pl.Tensor[[32, 1], pl.FP32] = pl.row_sum(ex)
                prob: pl.Tensor[[32, 128], pl.FP32] = pl.row_expand_div(ex, den)
                y = pl.assemble(y, prob, [r * 32, 0])
        return y
