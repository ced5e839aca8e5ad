# error: 15:49: tensor.div: supports high_precision only for FP16 or FP32 (the high-precision division has
import pypto.language as pl


@pl.program
class ScopeTensorDiv:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 128], pl.INT32],
        z: pl.Tensor[[32, 128], pl.INT32],
        y: pl.Out[pl.Tensor[[32, 128], pl.INT32]],
    ) -> pl.Tensor[[32, 128], pl.INT32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            d: pl.Tensor[[32, 128], pl.INT32] = pl.div(x, z, high_precision=True)
            y = pl.assemble(y, d, [0, 0])
        return y
