# error: 10:23: Unknown shape variable: Q
# (a body annotation's dimension names nothing; the reference's type resolver words it so)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[4, 4], pl.FP32]) -> pl.Tensor[[4, 4], pl.FP32]:
        b: pl.Tensor[[Q, 4], pl.FP32] = pl.add(a, a)
        return b
