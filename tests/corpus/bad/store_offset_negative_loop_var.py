# error: 16:19: tile.store offset 0 is provably negative (-j * 16 - 16); a write must start inside its target
# (the loop variable counts as non-negative, so -j * 16 - 16 is provably negative, as in the reference)
import pypto.language as pl


@pl.program
class NegRangeStore:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for j in pl.range(-4, 0):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
            out = pl.store(t, [-j * 16 - 16, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        out = self.k(x, out)
        return out
