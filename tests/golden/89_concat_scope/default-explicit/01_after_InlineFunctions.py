# pypto.program: ConcatScope
import pypto.language as pl

@pl.program
class ConcatScope:
    @pl.function
    def main(self, a: pl.Tensor[[32, 32], pl.FP32], b: pl.Tensor[[32, 32], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            c: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.concat(a, b)
            d: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(c, 0.5)
            y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, d, [0, 0])
        return y
