# error: 17:40: The operator tile.row_min requires an ND input layout (blayout=row_major, slayout=none_box), got blayout=col_major
import pypto.language as pl


@pl.program
class TileRowMinColMajor:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 1], pl.FP32]],
    ) -> pl.Tensor[[32, 1], pl.FP32]:
        tx: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        w: pl.Tile[[32, 128], pl.FP32] = pl.create_tile([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        v: pl.Tile[[32, 1], pl.FP32] = pl.row_sum(tx, w)
        w2: pl.Tile[[32, 1], pl.FP32] = pl.create_tile([32, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        d: pl.Tile[[32, 1], pl.FP32] = pl.row_min(v, w2)
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
