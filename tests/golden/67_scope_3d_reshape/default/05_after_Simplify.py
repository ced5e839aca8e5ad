# pypto.program: Scope3dReshape
import pypto.language as pl

@pl.program
class Scope3dReshape:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[4, 16, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            flat__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.reshape(x__ssa_v0, [64, 64])
            sc__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.muls(flat__ssa_v0, 2.0)
            y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, sc__ssa_v0, [0, 0])
        return y__ssa_v1
