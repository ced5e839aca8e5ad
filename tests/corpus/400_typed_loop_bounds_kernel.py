# A kernel whose load/store offsets use loop variables of typed bounds (INT64, INT32).
import pypto.language as pl


@pl.program
class LoopVarInt64:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[64, 32], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 32], pl.FP32]],
    ) -> pl.Tensor[[64, 32], pl.FP32]:
        for i in pl.range(pl.const(0, pl.INT64), pl.const(4, pl.INT64)):
            t: pl.Tile[[16, 32], pl.FP32] = pl.load(x, [i * 16, 0], [16, 32])
            y = pl.store(t, [i * 16, 0], y)
        for j in pl.parallel(pl.const(2, pl.INT32)):
            t2: pl.Tile[[16, 32], pl.FP32] = pl.load(x, [j * 16, 0], [16, 32])
            y = pl.store(pl.neg(t2), [j * 16, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 32], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 32], pl.FP32]],
    ) -> pl.Tensor[[64, 32], pl.FP32]:
        y = self.k(x, y)
        return y
