# error: 13:41: tile.slice: offset tuple element 1 must have dtype INT64, UINT64, or INDEX, but got bfloat16
# (the reference rejects it with the same words at its op check)
import pypto.language as pl


@pl.program
class SliceByFloat:
    @pl.function(type=pl.FunctionType.InCore)
    def half(
        self, x: pl.Tensor[[16, 128], pl.FP32], col: pl.Scalar[pl.BF16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        h: pl.Tile[[16, 64], pl.FP32] = pl.tile.slice(t, [16, 64], [0, col])
        out = pl.store(h, [0, 0], out)
        return out
