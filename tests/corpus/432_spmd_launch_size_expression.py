# A launch size computed from a parameter: the Spmd function's core_num is an expression of
# the caller's n, read back against the caller's variable.
import pypto.language as pl


@pl.program
class DynSize:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[256, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        for i in pl.spmd(n // 64 + 1, name_hint="dyn"):
            t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [i * 64, 0], [64, 64])
            r: pl.Tile[[64, 64], pl.FP32] = pl.mul(t, 3.0)
            y = pl.store(r, [i * 64, 0], y)
        return y
