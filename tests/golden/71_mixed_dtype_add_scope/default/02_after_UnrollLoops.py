# pypto.program: MixedDtypeAddScope
import pypto.language as pl

@pl.program
class MixedDtypeAddScope:
    @pl.function
    def main(self, a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 64], pl.FP16], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.add(a, b)
            y: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(y, s, [0, 0])
        return y
