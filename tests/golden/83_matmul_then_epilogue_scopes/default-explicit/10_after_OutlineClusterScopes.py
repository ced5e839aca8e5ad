# pypto.program: MatmulThenEpilogueScopes
import pypto.language as pl

@pl.program
class MatmulThenEpilogueScopes:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[64, 128], pl.BF16], b__ssa_v0: pl.Tensor[[128, 64], pl.BF16], mm__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        c__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        mm__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(mm__ssa_v0, c__ssa_v0, [0, 0])
        return mm__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_1(mm__ssa_v1: pl.Tensor[[64, 64], pl.FP32], bias__ssa_v0: pl.Tensor[[1, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        d__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.col_expand_add(mm__ssa_v1, bias__ssa_v0)
        e__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.exp(d__ssa_v0)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, e__ssa_v0, [0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.BF16], b__ssa_v0: pl.Tensor[[128, 64], pl.BF16], bias__ssa_v0: pl.Tensor[[1, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mm__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        mm__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, mm__ssa_v0)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.main_incore_1(mm__ssa_v1, bias__ssa_v0, y__ssa_v0)
        return y__ssa_v1
