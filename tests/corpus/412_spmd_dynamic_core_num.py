# A launch size computed in the caller: the Spmd function's core_num names the caller's
# variable, which Simplify keeps alive.
import pypto.language as pl


@pl.program
class SpmdDyn:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        b = pl.tile.get_block_idx()
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [b * 32, 0], [32, 64])
        r: pl.Tile[[32, 64], pl.FP32] = pl.exp(t)
        out = pl.store(r, [b * 32, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        blocks = n // 32
        with pl.spmd(blocks):
            out = self.kernel(x, out)
        return out
