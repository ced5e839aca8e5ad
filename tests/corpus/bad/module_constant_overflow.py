# error: 5:10: integer overflow
# (Python ints have no limit; ptoc's constants are 64-bit)
import pypto.language as pl
ROWS = 16
K = ROWS * 2 ** 62


@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[K, 64], pl.FP32]) -> pl.Tensor[[K, 64], pl.FP32]:
        return a
