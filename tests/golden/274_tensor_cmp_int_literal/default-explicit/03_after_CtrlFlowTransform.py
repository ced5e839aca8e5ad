# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], h: pl.Tensor[[32, 64], pl.FP16], v: pl.Tensor[[32, 1], pl.FP32], c: pl.Tensor[[1, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            m: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.cmp(x, 1.0, cmp_type=2)
            r: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(x)
            y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, r, [0, 0])
        return y
