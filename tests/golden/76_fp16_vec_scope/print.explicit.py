# pypto.program: Fp16VecScope
import pypto.language as pl

@pl.program
class Fp16VecScope:
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP16], g: pl.Tensor[[64, 64], pl.FP16], y: pl.Out[pl.Tensor[[64, 64], pl.FP16]]) -> pl.Tensor[[64, 64], pl.FP16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            p: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.mul(x, g)
            q: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.add(p, x)
            y: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.assemble(y, q, [0, 0])
        return y
