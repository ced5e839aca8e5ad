# pypto.program: SpmdCreate
import pypto.language as pl

@pl.program
class SpmdCreate:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32]) -> pl.Tensor[[128, 64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.create([128, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for i__ssa_v0 in pl.spmd(4):
            s__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [32, 64], [i__ssa_v0 * 32, 0])
            e__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(s__ssa_v0)
            y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, e__ssa_v0, [i__ssa_v0 * 32, 0])
        return y__ssa_v1
