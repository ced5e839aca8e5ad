# pypto.program: ScopeMatmulBiasExp
import pypto.language as pl

@pl.program
class ScopeMatmulBiasExp:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[64, 128], pl.FP16], b__ssa_v0: pl.Tensor[[128, 64], pl.FP16], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        prod__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        biased__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.add(prod__ssa_v0, bias__ssa_v0)
        act__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.exp(biased__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out__ssa_v0, act__ssa_v0, [0, 0])
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP16], b__ssa_v0: pl.Tensor[[128, 64], pl.FP16], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, bias__ssa_v0, out__ssa_v0)
        return out__ssa_v1
