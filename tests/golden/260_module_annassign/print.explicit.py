# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
        b: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.add(a, a)
        return b
