# error: 13:42: pl.add: cannot mix Tensor and Tile arguments (Tensor, Tile). All operands must be the same type level
import pypto.language as pl


@pl.program
class UnifiedMixedLevels:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self, x: pl.Tensor[[32, 128], pl.FP32], y: pl.Out[pl.Tensor[[32, 128], pl.FP32]]
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        u: pl.Tile[[32, 128], pl.FP32] = pl.exp(t)
        v: pl.Tile[[32, 128], pl.FP32] = pl.add(x, u)
        y = pl.store(v, [0, 0], y)
        return y
