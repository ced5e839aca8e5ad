# allow_early_resolve=True on the loop form.
import pypto.language as pl


@pl.program
class SpmdForEarly:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        for b in pl.spmd(4, allow_early_resolve=True):
            t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [b * 32, 0], [32, 64])
            out = pl.store(t, [b * 32, 0], out)
        return out
