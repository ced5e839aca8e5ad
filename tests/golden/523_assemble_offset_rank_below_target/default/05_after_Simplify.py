# pypto.program: AssembleOffsetRankBelowTarget
import pypto.language as pl

@pl.program
class AssembleOffsetRankBelowTarget:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(x__ssa_v0)
            y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, s__ssa_v0, [0])
        return y__ssa_v1
