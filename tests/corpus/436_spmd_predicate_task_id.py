# Predicate on a pl.spmd launch that captures its TaskId and depends on an earlier one.
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

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        g: pl.Tensor[[4, 4], pl.INT32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
        out2: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.manual_scope():
            with pl.spmd(4) as t0:
                out = self.kernel(x, out)
            with pl.spmd(4, deps=[t0], predicate=(g[1, 2] != 0)) as t1:
                out2 = self.kernel(out, out2)
        return out2
