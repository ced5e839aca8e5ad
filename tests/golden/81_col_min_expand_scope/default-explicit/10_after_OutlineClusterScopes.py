# pypto.program: ColMinExpandScope
import pypto.language as pl

@pl.program
class ColMinExpandScope:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        m__ssa_v0: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.col_min(x__ssa_v0)
        d__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.col_expand_sub(x__ssa_v0, m__ssa_v0)
        mx__ssa_v0: pl.Tensor[[64, 1], pl.FP32] = pl.tensor.row_max(d__ssa_v0)
        n__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.row_expand_div(d__ssa_v0, mx__ssa_v0)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, n__ssa_v0, [0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
