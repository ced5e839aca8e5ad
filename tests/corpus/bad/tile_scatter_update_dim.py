# error: 19:13: only dim=-2 is currently supported, got -1
# (the reference: "tile.scatter_update: only dim=-2 is currently supported, got -1")
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def update(
        self,
        cache: pl.Tensor[[32, 64], pl.FP32],
        slots: pl.Tensor[[1, 4], pl.INT32],
        rows: pl.Tensor[[4, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        c = pl.load(cache, [0, 0], [32, 64])
        idx = pl.load(slots, [0, 0], [1, 4])
        r = pl.load(rows, [0, 0], [4, 64])
        c = pl.tile.scatter_update(c, idx, r, dim=-1)
        out = pl.store(c, [0, 0], out)
        return out
