import pypto.language as pl


@pl.program
class LongChainReuse:
    @pl.function(type=pl.FunctionType.InCore)
    def chain(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        y: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        a: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, 0], [64, 128])
        b: pl.Tile[[64, 128], pl.FP32] = pl.load(y, [0, 0], [64, 128])
        c: pl.Tile[[64, 128], pl.FP32] = pl.add(a, b)
        d: pl.Tile[[64, 128], pl.FP32] = pl.mul(c, 2.0)
        e: pl.Tile[[64, 128], pl.FP32] = pl.exp(d)
        f: pl.Tile[[64, 128], pl.FP32] = pl.sub(e, a)
        g: pl.Tile[[64, 128], pl.FP32] = pl.maximum(f, b)
        h: pl.Tile[[64, 128], pl.FP32] = pl.add(g, 1.0)
        i: pl.Tile[[64, 128], pl.FP32] = pl.sqrt(h)
        j: pl.Tile[[64, 128], pl.FP32] = pl.mul(i, g)
        k: pl.Tile[[64, 128], pl.FP32] = pl.relu(j)
        m: pl.Tile[[64, 128], pl.FP32] = pl.neg(k)
        n: pl.Tile[[64, 128], pl.FP32] = pl.abs(m)
        done: pl.Tensor[[64, 128], pl.FP32] = pl.store(n, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        y: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        out = self.chain(x, y, out)
        return out
