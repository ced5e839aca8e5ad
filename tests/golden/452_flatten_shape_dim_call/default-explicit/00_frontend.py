# pypto.program: ShapeDimCall
import pypto.language as pl

M = pl.dynamic("M")

@pl.program
class ShapeDimCall:
    @pl.function
    def main(self, x: pl.Tensor[[M, 64], pl.FP32]) -> pl.Tensor[[M, 64], pl.FP32]:
        out: pl.Tensor[[M, 64], pl.FP32] = pl.tensor.create([M, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[pl.tensor.dim(x, pl.const(0, pl.INDEX)) - pl.const(32, pl.INDEX), 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.slice(x, [32, 64], [0, 0], [pl.tensor.dim(x, 0) - 32, 64])
            e: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[pl.tensor.dim(x, pl.const(0, pl.INDEX)) - pl.const(32, pl.INDEX), 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.exp(s)
            out: pl.Tensor[[M, 64], pl.FP32] = pl.tensor.assemble(out, e, [0, 0])
        return out
