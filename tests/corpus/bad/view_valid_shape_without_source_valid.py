# error: 14:44: an explicit target valid_shape requires a source valid_shape
# (the reference requires a source valid_shape for an explicit target valid_shape of tensor.view)
import pypto.language as pl


@pl.program
class ViewValidNoSrc:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        v: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.view(x, [64, 128], valid_shape=[32, 128])
        with pl.at(level=pl.Level.CORE_GROUP):
            e: pl.Tensor[[64, 128], pl.FP32] = pl.exp(v)
            out = pl.assemble(out, e, [0, 0])
        return out
