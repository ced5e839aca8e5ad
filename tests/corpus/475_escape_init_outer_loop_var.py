# A variable assigned from an outer loop variable in an inner loop and read after it: ConvertToSSA
# seeds its iter_arg with the outer loop variable, whose type object it shares.
import pypto.language as pl


@pl.program
class EscapeLoopVar:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for r in pl.range(4):
            for c in pl.range(2):
                row = r
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [row * 16, 0], [16, 64])
            y = pl.store(t, [row * 16, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        y = self.k(x, y)
        return y
