# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        # c
        with pl.at(level=pl.Level.CORE_GROUP) as tid0:
            y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
        return y
