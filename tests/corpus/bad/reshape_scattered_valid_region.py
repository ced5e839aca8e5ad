# error: 15:13: only partly valid, so the valid data is scattered
# (the reference rejects it at parse time as well)
import pypto.language as pl


@pl.program
class ReshapeProbe:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        a = pl.load(x, [0, 0], [16, 64], valid_shapes=[12, 40])
        r = pl.tile.reshape(a, [32, 32])
        out = pl.store(r, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        out = self.k(x, out)
        return out
