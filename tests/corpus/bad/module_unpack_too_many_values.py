# error: 5:1: too many values to unpack (expected 2)
import pypto.language as pl

SHAPE = (32, 64, 16)
ROWS, COLS = SHAPE


@pl.program
class ModuleUnpackTooMany:
    @pl.function
    def main(self, x: pl.Tensor[[ROWS, COLS], pl.FP32]) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        return x
