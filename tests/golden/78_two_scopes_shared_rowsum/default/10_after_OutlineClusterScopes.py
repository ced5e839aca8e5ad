# pypto.program: TwoScopesSharedRowsum
import pypto.language as pl

@pl.program
class TwoScopesSharedRowsum:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], s__ssa_v0: pl.InOut[pl.Tensor[[32, 1], pl.FP32]]) -> pl.Tensor[[32, 1], pl.FP32]:
        rs__ssa_v0: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_sum(x__ssa_v0)
        s__ssa_v1: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.assemble(s__ssa_v0, rs__ssa_v0, [0, 0])
        return s__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_1(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], s__ssa_v1: pl.Tensor[[32, 1], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        e__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.row_expand_div(x__ssa_v0, s__ssa_v1)
        f__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(e__ssa_v0, 3.0)
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, f__ssa_v0, [0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        s__ssa_v0: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.create([32, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        s__ssa_v1: pl.Tensor[[32, 1], pl.FP32] = self.main_incore_0(x__ssa_v0, s__ssa_v0)
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_1(x__ssa_v0, s__ssa_v1, y__ssa_v0)
        return y__ssa_v1
