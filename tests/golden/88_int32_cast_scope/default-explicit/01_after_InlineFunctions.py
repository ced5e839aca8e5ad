# pypto.program: Int32CastScope
import pypto.language as pl

@pl.program
class Int32CastScope:
    @pl.function
    def main(self, x: pl.Tensor[[16, 64], pl.INT32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a: pl.Tensor[[16, 64], pl.INT32] = pl.tensor.adds(x, pl.const(3, pl.INT32))
            f: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.cast(a, target_type=pl.FP32, mode='round')
            g: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.divs(f, 7.0)
            y: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(y, g, [0, 0])
        return y
