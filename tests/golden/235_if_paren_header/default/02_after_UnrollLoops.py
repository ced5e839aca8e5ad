# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[64, 128], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 128], pl.FP32]:
        if n > 0:
            # c
            a: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.add(a, a)
        return a
