# pypto.program: ClusterWritesOutput
import pypto.language as pl

@pl.program
class ClusterWritesOutput:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.cluster():
            with pl.at(level=pl.Level.CORE_GROUP):
                top__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 64], [0, 0])
                r__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(top__ssa_v0)
                y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, r__ssa_v0, [0, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                bottom__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 64], [16, 0])
                s__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.adds(bottom__ssa_v0, 1.0)
                y__ssa_v2: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v1, s__ssa_v0, [16, 0])
        return y__ssa_v2
