# error: 16:40: tile.row_sum: input valid extent on axis 0 is 0
import pypto.language as pl


@pl.program
class TileRowSumEmpty:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 1], pl.FP32]],
    ) -> pl.Tensor[[32, 1], pl.FP32]:
        tx: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        t0: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128], valid_shapes=[0, 128])
        w: pl.Tile[[32, 128], pl.FP32] = pl.create_tile([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        d: pl.Tile[[32, 1], pl.FP32] = pl.row_sum(t0, w)
        out = pl.store(d, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 1], pl.FP32]],
    ) -> pl.Tensor[[32, 1], pl.FP32]:
        out = self.k(x, out)
        return out
