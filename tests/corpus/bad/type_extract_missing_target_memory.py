# error: 10:54: missing 1 required keyword-only argument: 'target_memory'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(self, a: pl.Tensor[[32, 64], pl.FP16], c: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        a_mat: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        col: pl.Tile[[32, 1], pl.FP16, pl.Mem.Vec] = pl.tile.extract(a_mat, 0, 0, [32, 1])
        return c
