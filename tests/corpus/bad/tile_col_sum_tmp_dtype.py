# error: 15:41: The operator tile.col_sum requires tmp_tile dtype to match the input dtype, got FP16 and FP32
import pypto.language as pl


@pl.program
class TileColSumTmpDtype:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 128], pl.FP32]],
    ) -> pl.Tensor[[1, 128], pl.FP32]:
        tx: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        w: pl.Tile[[32, 128], pl.FP16] = pl.create_tile([32, 128], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        d: pl.Tile[[1, 128], pl.FP32] = pl.col_sum(tx, w)
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
