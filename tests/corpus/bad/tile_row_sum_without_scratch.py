# error: 15:40: row_sum on Tile requires tmp_tile with the same dtype and rank
# (the reference's pl.row_sum needs the scratch tile on tiles and says so)
import pypto.language as pl


@pl.program
class TileRowSumWithoutScratch:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 1], pl.FP32]],
    ) -> pl.Tensor[[32, 1], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        s: pl.Tile[[32, 1], pl.FP32] = pl.row_sum(t)
        done: pl.Tensor[[32, 1], pl.FP32] = pl.store(s, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 1], pl.FP32]],
    ) -> pl.Tensor[[32, 1], pl.FP32]:
        out = self.k(x, out)
        return out
