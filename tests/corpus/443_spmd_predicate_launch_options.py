# Predicate together with sync_start, allow_early_resolve and name_hint.
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
        g: pl.Tensor[[4, 4], pl.INT16],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
        out2: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.spmd(4, sync_start=True, allow_early_resolve=True, predicate=(g[0, 0] > 0), name_hint="blk"):
            out = self.kernel(x, out)
        return out
