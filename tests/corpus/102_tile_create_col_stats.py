import pypto.language as pl


@pl.program
class TileCreateColStats:
    @pl.function(type=pl.FunctionType.InCore)
    def col_norm(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
        work: pl.Tile[[64, 64], pl.FP32] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        cs: pl.Tile[[1, 64], pl.FP32] = pl.col_sum(t, work)
        mean: pl.Tile[[1, 64], pl.FP32] = pl.mul(cs, 0.015625)
        c: pl.Tile[[64, 64], pl.FP32] = pl.col_expand_sub(t, mean)
        sq: pl.Tile[[64, 64], pl.FP32] = pl.mul(c, c)
        mx: pl.Tile[[1, 64], pl.FP32] = pl.col_max(sq)
        n: pl.Tile[[64, 64], pl.FP32] = pl.col_expand_div(c, mx)
        done: pl.Tensor[[64, 64], pl.FP32] = pl.store(n, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        out = self.col_norm(x, out)
        return out
