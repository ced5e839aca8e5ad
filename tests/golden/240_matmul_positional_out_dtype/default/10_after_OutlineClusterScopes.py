# pypto.program: MmPos
import pypto.language as pl

@pl.program
class MmPos:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16], c__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        p__ssa_v0: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        c__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.assemble(c__ssa_v0, p__ssa_v0, [0, 0])
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        c__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        return c__ssa_v1
