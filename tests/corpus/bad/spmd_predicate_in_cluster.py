# error: 40:13: `pl.spmd(..., predicate=(...))` cannot be nested inside `pl.cluster()` — a cluster-neste
# (the reference parser rejects it with the same message)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        b = pl.tile.get_block_idx()
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [b * 32, 0], [32, 64])
        out = pl.store(pl.exp(t), [b * 32, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def flag(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        g: pl.Out[pl.Tensor[[4, 4], pl.INT32]],
    ) -> pl.Tensor[[4, 4], pl.INT32]:
        t: pl.Tile[[4, 4], pl.FP32] = pl.load(x, [0, 0], [4, 4])
        c: pl.Tile[[4, 4], pl.INT32] = pl.cast(t, pl.INT32)
        g = pl.store(c, [0, 0], g)
        return g

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        g: pl.Tensor[[4, 4], pl.INT32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
        out2: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.cluster():
            for i in pl.spmd(4, predicate=(g[0, 1] > 0)):
                t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [i * 32, 0], [32, 64])
                out = pl.store(t, [i * 32, 0], out)
        return out
