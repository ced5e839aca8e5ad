# error: 15:67: Unsupported constant type: <class 'str'>
# (the reference rejects a positional string: "Unsupported constant type: <class 'str'>")
import pypto.language as pl


@pl.program
class CastPosMode:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 64], pl.FP16]],
    ) -> pl.Tensor[[32, 64], pl.FP16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            h: pl.Tensor[[32, 64], pl.FP16] = pl.cast(x, pl.FP16, "floor")
            y = pl.assemble(y, h, [0, 0])
        return y
