import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        h: pl.Tensor[[32, 64], pl.FP16],
        v: pl.Tensor[[32, 1], pl.FP32],
        c: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        b = pl.tile.full(shape=[32, 64], dtype=pl.FP32, value=1)
        d = pl.tile.full([32, 64], value=-1, dtype=pl.FP32)
        e = pl.tile.full([32, 64], pl.FP32, value=0.5)
        f = pl.add(b, d)
        g = pl.add(f, e)
        r = pl.add(g, t)
        out = pl.store(r, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        h: pl.Tensor[[32, 64], pl.FP16],
        v: pl.Tensor[[32, 1], pl.FP32],
        c: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        out = self.k(x, h, v, c, out)
        return out
