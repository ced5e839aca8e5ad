# pypto.program: RopeHalves
import pypto.language as pl

@pl.program
class RopeHalves:
    @pl.function
    def main(self, x: pl.Tensor[[32, 128], pl.FP32], cos: pl.Tensor[[32, 64], pl.FP32], sin: pl.Tensor[[32, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            x1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x, [32, 64], [0, 0])
            x2: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x, [32, 64], [0, 64])
            a: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.mul(x1, cos)
            b: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.mul(x2, sin)
            lo: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.sub(a, b)
            c: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.mul(x2, cos)
            d: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.mul(x1, sin)
            hi: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.add(c, d)
            y: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(y, lo, [0, 0])
            y: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(y, hi, [0, 64])
        return y
