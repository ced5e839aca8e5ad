# Rotary embedding on the two halves of each row in a scope (slices, mul/sub/add, assembled back).
import pypto.language as pl


@pl.program
class RopeHalves:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        cos: pl.Tensor[[32, 64], pl.FP32],
        sin: pl.Tensor[[32, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            x1: pl.Tensor[[32, 64], pl.FP32] = pl.slice(x, [32, 64], [0, 0])
            x2: pl.Tensor[[32, 64], pl.FP32] = pl.slice(x, [32, 64], [0, 64])
            a: pl.Tensor[[32, 64], pl.FP32] = pl.mul(x1, cos)
            b: pl.Tensor[[32, 64], pl.FP32] = pl.mul(x2, sin)
            lo: pl.Tensor[[32, 64], pl.FP32] = pl.sub(a, b)
            c: pl.Tensor[[32, 64], pl.FP32] = pl.mul(x2, cos)
            d: pl.Tensor[[32, 64], pl.FP32] = pl.mul(x1, sin)
            hi: pl.Tensor[[32, 64], pl.FP32] = pl.add(c, d)
            y = pl.assemble(y, lo, [0, 0])
            y = pl.assemble(y, hi, [0, 64])
        return y
