# pypto.program: ScopeColNormalize
import pypto.language as pl

@pl.program
class ScopeColNormalize:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            cm__ssa_v0: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.col_max(x__ssa_v0)
            sh__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.col_expand_sub(x__ssa_v0, cm__ssa_v0)
            e__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(sh__ssa_v0)
            cs__ssa_v0: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.col_sum(e__ssa_v0)
            r__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.col_expand_div(e__ssa_v0, cs__ssa_v0)
            y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, r__ssa_v0, [0, 0])
        return y__ssa_v1
