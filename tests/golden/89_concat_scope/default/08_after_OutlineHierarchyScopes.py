# pypto.program: ConcatScope
import pypto.language as pl

@pl.program
class ConcatScope:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[32, 32], pl.FP32], b__ssa_v0: pl.Tensor[[32, 32], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            c__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.concat(a__ssa_v0, b__ssa_v0)
            d__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(c__ssa_v0, 0.5)
            y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, d__ssa_v0, [0, 0])
        return y__ssa_v1
