# pypto.program: ColReduceScope
import pypto.language as pl

@pl.program
class ColReduceScope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], colmax__ssa_v0: pl.Out[pl.Tensor[[1, 128], pl.FP32]], colsum__ssa_v0: pl.Out[pl.Tensor[[1, 128], pl.FP32]]) -> tuple[pl.Tensor[[1, 128], pl.FP32], pl.Tensor[[1, 128], pl.FP32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            m__ssa_v0: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_max(x__ssa_v0)
            s__ssa_v0: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_sum(x__ssa_v0)
            colmax__ssa_v1: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.assemble(colmax__ssa_v0, m__ssa_v0, [0, 0])
            colsum__ssa_v1: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.assemble(colsum__ssa_v0, s__ssa_v0, [0, 0])
        return colmax__ssa_v1, colsum__ssa_v1
