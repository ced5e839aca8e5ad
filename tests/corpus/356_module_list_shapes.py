import pypto.language as pl

ROWS = 32
COLS = 2 * ROWS
SHAPE = [ROWS, COLS]
HALF = (ROWS // 2, COLS)
DT = pl.FP32


@pl.program
class ListShapes:
    @pl.function(type=pl.FunctionType.InCore)
    def scale(
        self,
        x: pl.Tensor[SHAPE, DT],
        out: pl.Out[pl.Tensor[HALF, DT]],
    ) -> pl.Tensor[HALF, DT]:
        t: pl.Tile[HALF, DT] = pl.load(x, [0, 0], HALF)
        u: pl.Tile[HALF, DT] = pl.mul(t, 2.0)
        res: pl.Tensor[HALF, DT] = pl.store(u, [0, 0], out)
        return res

    @pl.function
    def main(self, x: pl.Tensor[SHAPE, DT]) -> pl.Tensor[HALF, DT]:
        out: pl.Tensor[HALF, DT] = pl.create_tensor(HALF, dtype=DT)
        res: pl.Tensor[HALF, DT] = self.scale(x, out)
        return res
