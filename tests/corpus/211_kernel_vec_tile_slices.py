# On-chip (Vec) tile.slice views feeding elementwise ops stay zero-copy views through CanonicalizeTileSlice, as in the reference
import pypto.language as pl


@pl.program
class KernelVecTileSlices:
    @pl.function(type=pl.FunctionType.InCore)
    def halves(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        lo: pl.Tile[[32, 64], pl.FP32] = pl.tile.slice(t, [32, 64], [0, 0])
        hi: pl.Tile[[32, 64], pl.FP32] = pl.tile.slice(t, [32, 64], [0, 64])
        s: pl.Tile[[32, 64], pl.FP32] = pl.add(lo, hi)
        y = pl.store(s, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        y = self.halves(x, y)
        return y
