# error: 16:47: has no tensor form
# (the reference rejects it at parse too)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        z: pl.Tensor[[16, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            r: pl.Tensor[[16, 64], pl.FP32] = pl.lrelu(x, 0.5)
            y = pl.assemble(y, r, [0, 0])
        return y
