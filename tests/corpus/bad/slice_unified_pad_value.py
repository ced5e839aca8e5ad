# error: 15:48: slice() got an unexpected keyword argument 'pad_value'
# (the reference rejects it: only pl.tensor.slice takes pad_value)
import pypto.language as pl


@pl.program
class MinSlicePadValue:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[16, 128], pl.FP32] = pl.slice(x, [16, 128], [0, 0], pad_value=pl.PadValue.min)
            y = pl.assemble(y, s, [0, 0])
        return y
