import pypto.language as pl


@pl.program
class Int32CastScope:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.INT32],
        y: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a: pl.Tensor[[16, 64], pl.INT32] = pl.add(x, 3)
            f: pl.Tensor[[16, 64], pl.FP32] = pl.cast(a, target_type=pl.FP32)
            g: pl.Tensor[[16, 64], pl.FP32] = pl.div(f, 7.0)
            y = pl.assemble(y, g, [0, 0])
        return y
