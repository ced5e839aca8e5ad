# pypto.program: ClusterWritesOutput
import pypto.language as pl

@pl.program
class ClusterWritesOutput:
    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.cluster():
            with pl.at(level=pl.Level.CORE_GROUP):
                top: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x, [16, 64], [0, 0])
                r: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(top)
                y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, r, [0, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                bottom: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x, [16, 64], [16, 0])
                s: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.adds(bottom, 1.0)
                y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, s, [16, 0])
        return y
