# pypto.program: AtPositionalLevel
import pypto.language as pl

@pl.program
class AtPositionalLevel:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CLUSTER_0):
            y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
        with pl.at(level=pl.Level.CORE_GROUP):
            z: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(y, x)
        return z
