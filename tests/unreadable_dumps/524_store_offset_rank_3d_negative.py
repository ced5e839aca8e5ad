# expect-error: InferTileMemorySpace re-deduces a 3-D store given two offsets (FlattenTileNdTo2D adds a three-entry shapes list)
import pypto.language as pl


@pl.program
class StoreOffsetRank3dNegative:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[4, 16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 16, 64], pl.FP32]],
    ) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        t: pl.Tile[[1, 16, 64], pl.FP32] = pl.load(x, [0, 0, 0], [1, 16, 64])
        done: pl.Tensor[[4, 16, 64], pl.FP32] = pl.store(t, [1, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[4, 16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 16, 64], pl.FP32]],
    ) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        out = self.k(x, out)
        return out
