import pypto.language as pl


@pl.program
class ScalarOffsetCarry:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        off: pl.Scalar[pl.INDEX] = 0
        for i in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                t: pl.Tensor[[16, 64], pl.FP32] = pl.slice(x, [16, 64], [off, 0])
                u: pl.Tensor[[16, 64], pl.FP32] = pl.exp(t)
                y = pl.assemble(y, u, [off, 0])
            off = off + 16
        return y
