# error: 15:40: The operator tile.row_min requires input dtype in {INT16, INT32, FP16, FP32}, got BF16
import pypto.language as pl


@pl.program
class TileRowMinBF16:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.BF16],
        out: pl.Out[pl.Tensor[[32, 1], pl.BF16]],
    ) -> pl.Tensor[[32, 1], pl.BF16]:
        tx: pl.Tile[[32, 128], pl.BF16] = pl.load(x, [0, 0], [32, 128])
        w: pl.Tile[[32, 128], pl.BF16] = pl.create_tile([32, 128], dtype=pl.BF16, target_memory=pl.Mem.Vec)
        d: pl.Tile[[32, 1], pl.BF16] = pl.row_min(tx, w)
        out = pl.store(d, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.BF16],
        out: pl.Out[pl.Tensor[[32, 1], pl.BF16]],
    ) -> pl.Tensor[[32, 1], pl.BF16]:
        out = self.k(x, out)
        return out
