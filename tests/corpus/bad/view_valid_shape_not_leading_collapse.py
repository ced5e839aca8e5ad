# error: 16:44: explicit valid_shape must describe an ND leading-dimension collapse to 2D that preserves t
# (the reference accepts an explicit tensor.view valid_shape only for an ND leading-dimension collapse to 2D)
import pypto.language as pl


@pl.program
class ViewCollapseBad:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[4, 16, 128], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        s: pl.Tensor[[4, 16, 128], pl.FP32] = pl.slice(x, [4, 16, 128], [0, 0, 0], valid_shape=[4, n, 128])
        v: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.view(s, [64, 128], valid_shape=[64, 128])
        with pl.at(level=pl.Level.CORE_GROUP):
            e: pl.Tensor[[64, 128], pl.FP32] = pl.exp(v)
            out = pl.assemble(out, e, [0, 0])
        return out
