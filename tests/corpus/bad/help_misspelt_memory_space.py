# error: 9:35: help: did you mean 'pl.Mem.Vec'?
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vex] = pl.load(x, [0], [16])
        return x
