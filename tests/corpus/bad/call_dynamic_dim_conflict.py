# error: 29:44: dynamic dimension 'M' of the callee is bound to 128 and to 32 (argument 1)
# Both parameters of the kernel are [M, 64]; the two arguments bind M to 128
# and to 32, which cannot both hold.
import pypto.language as pl

M = pl.dynamic("M")


@pl.program
class DynamicConflict:
    @pl.function(type=pl.FunctionType.InCore)
    def add(
        self,
        a: pl.Tensor[[M, 64], pl.FP32],
        b: pl.Tensor[[M, 64], pl.FP32],
    ) -> pl.Tensor[[M, 64], pl.FP32]:
        ta: pl.Tile[[32, 64], pl.FP32] = pl.load(a, [0, 0], [32, 64])
        tb: pl.Tile[[32, 64], pl.FP32] = pl.load(b, [0, 0], [32, 64])
        s: pl.Tile[[32, 64], pl.FP32] = pl.add(ta, tb)
        out: pl.Tensor[[M, 64], pl.FP32] = pl.store(s, [0, 0], a)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        y: pl.Tensor[[32, 64], pl.FP32],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        r: pl.Tensor[[128, 64], pl.FP32] = self.add(x, y)
        return r
