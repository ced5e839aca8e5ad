# tile.col_expand_mul with a two-row vector: the reference checks only the
# dtypes of a column expand and compiles it.
import pypto.language as pl


@pl.program
class ColExpandTwoRows:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        tx: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        c: pl.Tile[[2, 128], pl.FP32] = pl.load(x, [0, 0], [2, 128])
        d: pl.Tile[[32, 128], pl.FP32] = pl.col_expand_mul(tx, c)
        out = pl.store(d, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.k(x, out)
        return out
