# pl.slice valid_shape from pl.tensor.dim(x, 0) - 32 in a scope.
import pypto.language as pl

M = pl.dynamic("M")


@pl.program
class ShapeDimCall:
    @pl.function
    def main(self, x: pl.Tensor[[M, 64], pl.FP32]) -> pl.Tensor[[M, 64], pl.FP32]:
        out = pl.create_tensor([M, 64], dtype=pl.FP32)
        with pl.at(level=pl.Level.CORE_GROUP):
            s = pl.slice(x, [32, 64], [0, 0], valid_shape=[pl.tensor.dim(x, 0) - 32, 64])
            e = pl.exp(s)
            out = pl.assemble(out, e, [0, 0])
        return out
