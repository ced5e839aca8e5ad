# error: 15:46: tensor.row_sum: input valid extent on axis 0 is 0
import pypto.language as pl


@pl.program
class TensorRowSumEmpty:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 1], pl.FP32]],
    ) -> pl.Tensor[[32, 1], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[32, 128], pl.FP32] = pl.slice(x, [32, 128], [0, 0], valid_shape=[0, 128])
            d: pl.Tensor[[32, 1], pl.FP32] = pl.row_sum(s)
            y = pl.assemble(y, d, [0, 0])
        return y
