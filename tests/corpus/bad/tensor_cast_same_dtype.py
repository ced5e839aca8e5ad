# error: 14:48: tensor.cast: target_type FP32 equals the input dtype
import pypto.language as pl


@pl.program
class TensorCastSame:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            d: pl.Tensor[[32, 128], pl.FP32] = pl.cast(x, pl.FP32)
            y = pl.assemble(y, d, [0, 0])
        return y
