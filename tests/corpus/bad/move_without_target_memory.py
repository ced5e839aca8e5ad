# error: 11:13: move() missing 1 required positional argument: 'target_memory'
# (the reference rejects it with the same message and location)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], s: pl.Scalar[pl.INDEX], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        u = pl.move(t)
        return o
