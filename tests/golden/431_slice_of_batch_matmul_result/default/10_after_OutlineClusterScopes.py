# pypto.program: Slice3dBmm
import pypto.language as pl

@pl.program
class Slice3dBmm:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[2, 16, 32], pl.FP16], b__ssa_v0: pl.Tensor[[32, 16], pl.FP16], c__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        p3__ssa_v0: pl.Tensor[[2, 16, 16], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        t__ssa_v0: pl.Tensor[[1, 16, 16], pl.FP32] = pl.tensor.slice(p3__ssa_v0, [1, 16, 16], [1, 0, 0])
        p__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.reshape(t__ssa_v0, [16, 16])
        c__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.assemble(c__ssa_v0, p__ssa_v0, [0, 0])
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[2, 16, 32], pl.FP16], b__ssa_v0: pl.Tensor[[32, 16], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        c__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        return c__ssa_v1
