# pypto.program: Fp16VecScope
import pypto.language as pl

@pl.program
class Fp16VecScope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP16], g__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP16]]) -> pl.Tensor[[64, 64], pl.FP16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            p__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.mul(x__ssa_v0, g__ssa_v0)
            q__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.add(p__ssa_v0, x__ssa_v0)
            y__ssa_v1: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.assemble(y__ssa_v0, q__ssa_v0, [0, 0])
        return y__ssa_v1
