# pypto.program: Slice3dScope
import pypto.language as pl

@pl.program
class Slice3dScope:
    @pl.function
    def main(self, x: pl.Tensor[[4, 32, 64], pl.FP32], y: pl.Out[pl.Tensor[[4, 32, 64], pl.FP32]]) -> pl.Tensor[[4, 32, 64], pl.FP32]:
        for b in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                t: pl.Tensor[[1, 32, 64], pl.FP32] = pl.tensor.slice(x, [1, 32, 64], [b, 0, 0])
                u: pl.Tensor[[1, 32, 64], pl.FP32] = pl.tensor.mul(t, t)
                v: pl.Tensor[[1, 32, 64], pl.FP32] = pl.tensor.adds(u, 1.0)
                y: pl.Tensor[[4, 32, 64], pl.FP32] = pl.tensor.assemble(y, v, [b, 0, 0])
        return y
