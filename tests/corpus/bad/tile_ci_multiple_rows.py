# error: 13:41: fills only the first row (pto.tci ignores valid rows): leading dimensions must be 1, but d
# (the reference rejects tile.ci on more than one row: pto.tci fills the first row only)
import pypto.language as pl


@pl.program
class CiMultiRow:
    @pl.function(type=pl.FunctionType.InCore)
    def gen(
        self,
        out: pl.Out[pl.Tensor[[2, 64], pl.INT32]],
    ) -> pl.Tensor[[2, 64], pl.INT32]:
        c: pl.Tile[[2, 64], pl.INT32] = pl.tile.ci(0, [2, 64], dtype=pl.INT32)
        done: pl.Tensor[[2, 64], pl.INT32] = pl.store(c, [0, 0], out)
        return done
