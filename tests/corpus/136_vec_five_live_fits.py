import pypto.language as pl


@pl.program
class VecFiveLiveFits:
    @pl.function(type=pl.FunctionType.InCore)
    def five_way(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        b: pl.Tensor[[64, 128], pl.FP32],
        c: pl.Tensor[[64, 128], pl.FP32],
        d: pl.Tensor[[64, 128], pl.FP32],
        e: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        ta: pl.Tile[[64, 128], pl.FP32] = pl.load(a, [0, 0], [64, 128])
        tb: pl.Tile[[64, 128], pl.FP32] = pl.load(b, [0, 0], [64, 128])
        tc: pl.Tile[[64, 128], pl.FP32] = pl.load(c, [0, 0], [64, 128])
        td: pl.Tile[[64, 128], pl.FP32] = pl.load(d, [0, 0], [64, 128])
        te: pl.Tile[[64, 128], pl.FP32] = pl.load(e, [0, 0], [64, 128])
        s1: pl.Tile[[64, 128], pl.FP32] = pl.add(ta, tb)
        s2: pl.Tile[[64, 128], pl.FP32] = pl.add(tc, td)
        s3: pl.Tile[[64, 128], pl.FP32] = pl.add(s1, s2)
        s4: pl.Tile[[64, 128], pl.FP32] = pl.add(s3, te)
        out = pl.store(s4, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        b: pl.Tensor[[64, 128], pl.FP32],
        c: pl.Tensor[[64, 128], pl.FP32],
        d: pl.Tensor[[64, 128], pl.FP32],
        e: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        out = self.five_way(a, b, c, d, e, out)
        return out
