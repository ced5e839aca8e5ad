# error: 18:41: fillpad pad_value only accepts the integer literal 0 (mapped to PadValue.zero); got 1.
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        h: pl.Tensor[[32, 64], pl.FP16],
        v: pl.Tensor[[32, 1], pl.FP32],
        c: pl.Tensor[[1, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a = pl.slice(x, [32, 64], [0, 0], valid_shape=[20, 64])
            r = pl.fillpad(a, pad_value=1)
            y = pl.assemble(y, r, [0, 0])
        return y
