# error: 16:9: static_assert failed: rows must be a multiple of the tile
import pypto.language as pl

TILE = 16
ROWS = TILE * 4


@pl.program
class StaticChecks:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[ROWS, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[ROWS, 128], pl.FP32]],
    ) -> pl.Tensor[[ROWS, 128], pl.FP32]:
        pl.static_assert(ROWS % 48 == 0, "rows must be a multiple of the tile")
        pl.static_assert(ROWS // TILE >= 2 and TILE > 0)
        pl.static_print("rows", ROWS)
        for i in pl.range(ROWS // TILE):
            with pl.at(level=pl.Level.CORE_GROUP):
                t = pl.slice(x, [TILE, 128], [i * TILE, 0])
                pl.static_print(t)
                y = pl.exp(t)
                out = pl.assemble(out, y, [i * TILE, 0])
        return out
