import pypto.language as pl


@pl.program
class TileArange:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        out_a: pl.Out[pl.Tensor[[1, 32], pl.INT32]],
        out_b: pl.Out[pl.Tensor[[1, 16], pl.INT16]],
    ) -> tuple[pl.Tensor[[1, 32], pl.INT32], pl.Tensor[[1, 16], pl.INT16]]:
        down: pl.Tile[[1, 32], pl.INT32] = pl.tile.arange(31, [1, 32], dtype=pl.INT32, descending=True)
        up: pl.Tile[[1, 16], pl.INT16] = pl.tile.ci(4, [1, 16], dtype=pl.INT16)
        a: pl.Tensor[[1, 32], pl.INT32] = pl.store(down, [0, 0], out_a)
        b: pl.Tensor[[1, 16], pl.INT16] = pl.store(up, [0, 0], out_b)
        return a, b

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        out_a: pl.Out[pl.Tensor[[1, 32], pl.INT32]],
        out_b: pl.Out[pl.Tensor[[1, 16], pl.INT16]],
    ) -> tuple[pl.Tensor[[1, 32], pl.INT32], pl.Tensor[[1, 16], pl.INT16]]:
        out_a, out_b = self.kernel(out_a, out_b)
        return out_a, out_b
