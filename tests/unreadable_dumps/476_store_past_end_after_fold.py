# expect-error: ValueError in InferTileMemorySpace (Simplify folds o * 32 to 128, so the store writes rows 128..159 of a 128-row tensor)
import pypto.language as pl


@pl.program
class OobStoreAfterFold:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[128, 64], pl.FP32], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        o = 4
        y = pl.store(t, [o * 32, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[128, 64], pl.FP32], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        y = self.k(x, y)
        return y
