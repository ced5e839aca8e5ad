# pypto.program: DropDimsOrch
import pypto.language as pl

@pl.program
class DropDimsOrch:
    @pl.function
    def main(self, x: pl.Tensor[[4, 16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        xb: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x, [1, 16, 64], [2, 0, 0], [], [0])
        with pl.at(level=pl.Level.CORE_GROUP):
            e: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(xb)
            y: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(y, e, [0, 0])
        return y
