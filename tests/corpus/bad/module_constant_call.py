# error: 5:5: Unsupported function call: max(2 * ROWS, 8)
# (Python would call max(); ptoc evaluates constant arithmetic, not calls)
import pypto.language as pl
ROWS = 16
K = max(2 * ROWS, 8)


@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[K, 64], pl.FP32]) -> pl.Tensor[[K, 64], pl.FP32]:
        return a
