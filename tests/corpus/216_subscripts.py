# Subscripts of tensors and tiles: slices read as tensor.slice / tile.slice,
# an index drops its axis (a tile keeps two), writes assemble into the target.
import pypto.language as pl

B = 4
ROWS = 16
COLS = 128


@pl.program
class Subscripts:
    @pl.function(type=pl.FunctionType.InCore)
    def halves(
        self,
        x: pl.Tensor[[ROWS, COLS], pl.FP32],
        out: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        t = pl.load(x, [0, 0], [ROWS, COLS])
        top = t[0 : ROWS // 2, :]
        bottom = t[ROWS // 2 :]
        row = t[3]
        s = pl.add(top, bottom)
        r = pl.exp(row)
        res = pl.store(s, [0, 0], out)
        res2 = pl.store(r, [ROWS // 2, 0], res)
        return res2

    @pl.function
    def main(
        self,
        x: pl.Tensor[[B, ROWS, COLS], pl.FP32],
        y: pl.Tensor[[ROWS, COLS], pl.FP32],
        out: pl.Out[pl.Tensor[[B, ROWS, COLS], pl.FP32]],
        acc: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
    ) -> pl.Tensor[[B, ROWS, COLS], pl.FP32]:
        for b in pl.range(B):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk = x[b : b + 1]
                e = pl.exp(blk)
                out[b : b + 1] = e
        for i in pl.range(ROWS // 4):
            with pl.at(level=pl.Level.CORE_GROUP):
                part = y[i * 4 : i * 4 + 4, 0:64]
                m = pl.mul(part, 2.0)
                acc[i * 4 : i * 4 + 4, 0:64] = m
        acc = self.halves(y, acc)
        return out
