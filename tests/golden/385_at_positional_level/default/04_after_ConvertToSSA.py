# pypto.program: AtPositionalLevel
import pypto.language as pl

@pl.program
class AtPositionalLevel:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CLUSTER_0):
            y__ssa_v0: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x__ssa_v0, x__ssa_v0)
        with pl.at(level=pl.Level.CORE_GROUP):
            z__ssa_v0: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(y__ssa_v0, x__ssa_v0)
        return z__ssa_v0
