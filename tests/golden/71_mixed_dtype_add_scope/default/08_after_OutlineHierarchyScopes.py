# pypto.program: MixedDtypeAddScope
import pypto.language as pl

@pl.program
class MixedDtypeAddScope:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP32], b__ssa_v0: pl.Tensor[[16, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.add(a__ssa_v0, b__ssa_v0)
            y__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, s__ssa_v0, [0, 0])
        return y__ssa_v1
