import pypto.language as pl


@pl.program
class TileRandom:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, seed: pl.Scalar[pl.INT32], out: pl.Out[pl.Tensor[[16, 64], pl.INT32]]) -> pl.Tensor[[16, 64], pl.INT32]:
        a: pl.Tile[[16, 64], pl.INT32] = pl.tile.random(seed, 7, 0, 0, 0, 1, [16, 64], dtype=pl.INT32, rounds=7)
        b: pl.Tile[[16, 64], pl.INT32] = pl.tile.random(seed, 7, 0, 0, 0, 2, [16, 64], [8, 32], dtype=pl.INT32)
        c: pl.Tile[[16, 64], pl.INT32] = pl.tile.add(a, b)
        return pl.store(c, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, seed: pl.Scalar[pl.INT32], out: pl.Out[pl.Tensor[[16, 64], pl.INT32]]) -> pl.Tensor[[16, 64], pl.INT32]:
        out = self.kernel(seed, out)
        return out
