# pypto.program: ColMinExpandScope
import pypto.language as pl

@pl.program
class ColMinExpandScope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            m__ssa_v0: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.col_min(x__ssa_v0)
            d__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.col_expand_sub(x__ssa_v0, m__ssa_v0)
            mx__ssa_v0: pl.Tensor[[64, 1], pl.FP32] = pl.tensor.row_max(d__ssa_v0)
            n__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.row_expand_div(d__ssa_v0, mx__ssa_v0)
            y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, n__ssa_v0, [0, 0])
        return y__ssa_v1
