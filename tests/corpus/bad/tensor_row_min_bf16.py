# error: 14:46: The operator tensor.row_min requires input dtype in {INT16, INT32, FP16, FP32}, got BF16
import pypto.language as pl


@pl.program
class TensorRowMinBF16:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 128], pl.BF16],
        y: pl.Out[pl.Tensor[[32, 1], pl.BF16]],
    ) -> pl.Tensor[[32, 1], pl.BF16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            d: pl.Tensor[[32, 1], pl.BF16] = pl.row_min(x)
            y = pl.assemble(y, d, [0, 0])
        return y
