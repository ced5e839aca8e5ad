# error: 14:49: The operator tensor.log requires an FP16 or FP32 tensor operand, got INT32
import pypto.language as pl


@pl.program
class TensorLogInt:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 128], pl.INT32],
        y: pl.Out[pl.Tensor[[32, 128], pl.INT32]],
    ) -> pl.Tensor[[32, 128], pl.INT32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            d: pl.Tensor[[32, 128], pl.INT32] = pl.log(x)
            y = pl.assemble(y, d, [0, 0])
        return y
