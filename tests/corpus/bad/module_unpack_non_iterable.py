# error: 4:1: cannot unpack non-iterable int object
import pypto.language as pl

ROWS, COLS = 32


@pl.program
class ModuleUnpackNonIterable:
    @pl.function
    def main(self, x: pl.Tensor[[ROWS, COLS], pl.FP32]) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        return x
