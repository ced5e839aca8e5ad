# pypto.program: Partial3DScope
import pypto.language as pl

@pl.program
class Partial3DScope:
    @pl.function
    def main(self, x: pl.Tensor[[4, 16, 64], pl.FP32], rows: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[4, 16, 64], pl.FP32]]) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            part: pl.Tensor[[2, 16, 64], pl.FP32, pl.TensorView(valid_shape=[2, rows, 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.slice(x, [2, 16, 64], [0, 0, 0], [2, rows, 64])
            sq: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.mul(part, part)
            act: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.exp(sq)
            y: pl.Tensor[[4, 16, 64], pl.FP32] = pl.tensor.assemble(y, act, [2, 0, 0])
        return y
