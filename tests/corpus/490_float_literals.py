import pypto.language as pl


@pl.program
class FloatLiterals:
    @pl.function(type=pl.FunctionType.InCore)
    def consts(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        a: pl.Tile[[32, 128], pl.FP32] = pl.mul(t, 0.1)
        b: pl.Tile[[32, 128], pl.FP32] = pl.add(a, 1e-5)
        c: pl.Tile[[32, 128], pl.FP32] = pl.minimums(b, 3.4e38)
        d: pl.Tile[[32, 128], pl.FP32] = pl.maximums(c, -1e30)
        e: pl.Tile[[32, 128], pl.FP32] = pl.mul(d, 3.14159265358979)
        f: pl.Tile[[32, 128], pl.FP32] = pl.add(e, 2.5e-10)
        g: pl.Tile[[32, 128], pl.FP32] = pl.mul(f, 100000.0)
        h: pl.Tile[[32, 128], pl.FP32] = pl.add(g, 1e16)
        i: pl.Tile[[32, 128], pl.FP32] = pl.mul(h, 0.3333333333333333)
        j: pl.Tile[[32, 128], pl.FP32] = pl.sub(i, 123456789.125)
        k: pl.Tile[[32, 128], pl.FP32] = pl.mul(j, 1.0000001)
        yd: pl.Tensor[[32, 128], pl.FP32] = pl.store(k, [0, 0], y)
        return yd

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        y = self.consts(x, y)
        return y
