# allow_early_resolve=True on a plain `with pl.spmd`: the launch becomes a pl.submit with a
# fresh, unused task id.
import pypto.language as pl


@pl.program
class SpmdEarly:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        b = pl.tile.get_block_idx()
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [b * 32, 0], [32, 64])
        out = pl.store(t, [b * 32, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.spmd(4, allow_early_resolve=True):
            out = self.kernel(x, out)
        return out
