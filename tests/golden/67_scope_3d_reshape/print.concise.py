# pypto.program: Scope3dReshape
import pypto.language as pl

@pl.program
class Scope3dReshape:
    @pl.function
    def main(self, x: pl.Tensor[[4, 16, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            flat: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.reshape(x, [64, 64])
            sc: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.muls(flat, 2.0)
            y: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y, sc, [0, 0])
        return y
