# Fill values keep the number written: a float under an integer dtype prints as written
# (0.5, 2.0), an integer under a float dtype as an integer.
import pypto.language as pl


@pl.program
class FullValueKinds:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        x: pl.Tensor[[16, 64], pl.INT32],
        y: pl.Tensor[[16, 64], pl.FP32],
        out_i: pl.Out[pl.Tensor[[16, 64], pl.INT32]],
        out_f: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[16, 64], pl.FP32]]:
        a: pl.Tile[[16, 64], pl.INT32] = pl.load(x, [0, 0], [16, 64])
        half: pl.Tile[[16, 64], pl.INT32] = pl.tile.full([16, 64], dtype=pl.INT32, value=0.5)
        two: pl.Tile[[16, 64], pl.INT32] = pl.tile.full([16, 64], dtype=pl.INT32, value=2.0)
        s: pl.Tile[[16, 64], pl.INT32] = pl.add(pl.add(a, half), two)
        b: pl.Tile[[16, 64], pl.FP32] = pl.load(y, [0, 0], [16, 64])
        three: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=3)
        t: pl.Tile[[16, 64], pl.FP32] = pl.mul(b, three)
        out_i = pl.store(s, [0, 0], out_i)
        out_f = pl.store(t, [0, 0], out_f)
        return out_i, out_f

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.INT32],
        y: pl.Tensor[[16, 64], pl.FP32],
        out_i: pl.Out[pl.Tensor[[16, 64], pl.INT32]],
        out_f: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[16, 64], pl.FP32]]:
        out_i, out_f = self.fill(x, y, out_i, out_f)
        return out_i, out_f
