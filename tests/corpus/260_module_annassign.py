import pypto.language as pl

ROWS: int = 64


@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[ROWS, 128], pl.FP32]) -> pl.Tensor[[ROWS, 128], pl.FP32]:
        b: pl.Tensor[[ROWS, 128], pl.FP32] = pl.add(a, a)
        return b
