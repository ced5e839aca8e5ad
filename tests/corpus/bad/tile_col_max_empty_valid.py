# error: 15:41: tile.col_max: input valid extent on axis 1 is 0
import pypto.language as pl


@pl.program
class TileColMaxEmpty:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        tx: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        t0: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128], valid_shapes=[32, 0])
        d: pl.Tile[[1, 128], pl.FP32] = pl.col_max(t0)
        out = pl.store(d, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        out = self.k(x, out)
        return out
