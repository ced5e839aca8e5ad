# pypto.program: TransposeScope
import pypto.language as pl

@pl.program
class TransposeScope:
    @pl.function
    def main(self, x: pl.Tensor[[64, 32], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(stride=[1, 32], layout=pl.TensorLayout.DN)] = pl.tensor.transpose(x, 0, 1)
            u: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.adds(t, 1.0)
            y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, u, [0, 0])
        return y
