# pypto.program: MatmulInitVecCarry
import pypto.language as pl

@pl.program
class MatmulInitVecCarry:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], n__ssa_v0: pl.Scalar[pl.INDEX], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32], c__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        acc__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a__ssa_v0, b__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        for i__idx_v0, (acc__iter_v1,) in pl.range(4, init_values=(acc__ssa_v0,)):
            if i__idx_v0 < n__ssa_v0:
                acc__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.add(acc__iter_v1, bias__ssa_v0)
                acc__phi_v5: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc__ssa_v3)
            else:
                acc__ssa_v4: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.mul(acc__iter_v1, bias__ssa_v0)
                acc__phi_v5: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc__ssa_v4)
            acc__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc__phi_v5)
        c__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(c__ssa_v0, acc__rv_v2, [0, 0])
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], bias__ssa_v0: pl.Tensor[[64, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], c__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        c__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, n__ssa_v0, bias__ssa_v0, c__ssa_v0)
        return c__ssa_v1
