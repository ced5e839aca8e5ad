# pypto.program: ScopeChainIntermediate
import pypto.language as pl

@pl.program
class ScopeChainIntermediate:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        mid__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            a__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.muls(x__ssa_v0, 0.25)
            mid__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(mid__ssa_v0, a__ssa_v0, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            b__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.exp(mid__ssa_v1)
            c__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.add(b__ssa_v0, x__ssa_v0)
            y__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v0, c__ssa_v0, [0, 0])
        return y__ssa_v1
