# error: 5:5: unsupported module-level value
# (Python would compute 2 * ROWS; ptoc reads only literal constants, dtypes and earlier constants)
import pypto.language as pl
ROWS = 16
K = 2 * ROWS


@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[K, 64], pl.FP32]) -> pl.Tensor[[K, 64], pl.FP32]:
        return a
