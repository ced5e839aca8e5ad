import pypto.language as pl


@pl.program
class TileScatterUpdate:
    """A KV-cache block updated row-wise on chip: new rows scattered into a loaded tile."""

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
        c = pl.tile.scatter_update(c, -2, idx, r)
        out = pl.store(c, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        cache: pl.Tensor[[32, 64], pl.FP32],
        slots: pl.Tensor[[1, 4], pl.INT32],
        rows: pl.Tensor[[4, 64], pl.FP32],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        out = pl.create_tensor([32, 64], dtype=pl.FP32)
        out = self.update(cache, slots, rows, out)
        return out
