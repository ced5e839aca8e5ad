# pypto.program: AssembleOffsetRankBelowTarget
import pypto.language as pl

@pl.program
class AssembleOffsetRankBelowTarget:
    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(x)
            y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, s, [0])
        return y
