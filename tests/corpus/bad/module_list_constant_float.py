# error: 4:9: unsupported module-level value
import pypto.language as pl

SHAPE = [16, 2.5]


@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[SHAPE, pl.FP32]) -> pl.Tensor[SHAPE, pl.FP32]:
        return x
