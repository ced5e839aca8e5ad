# pypto.program: DropDimsOrch
import pypto.language as pl

@pl.program
class DropDimsOrch:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[4, 16, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        xb__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [1, 16, 64], [2, 0, 0], [], [0])
        with pl.at(level=pl.Level.CORE_GROUP):
            e__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.exp(xb__ssa_v0)
            y__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, e__ssa_v0, [0, 0])
        return y__ssa_v1
