# pypto.program: BatchMatmulBinaryEpilogue
import pypto.language as pl

@pl.program
class BatchMatmulBinaryEpilogue:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[2, 16, 32], pl.BF16], b__ssa_v0: pl.Tensor[[2, 32, 64], pl.BF16], s__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[2, 16, 64], pl.FP32]]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        c__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        d__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.mul(c__ssa_v0, s__ssa_v0)
        e__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.adds(d__ssa_v0, 1.0)
        y__ssa_v1: pl.Tensor[[2, 16, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, e__ssa_v0, [0, 0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[2, 16, 32], pl.BF16], b__ssa_v0: pl.Tensor[[2, 32, 64], pl.BF16], s__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[2, 16, 64], pl.FP32]]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[2, 16, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, s__ssa_v0, y__ssa_v0)
        return y__ssa_v1
