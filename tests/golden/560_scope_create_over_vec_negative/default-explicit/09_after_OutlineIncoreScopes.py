# pypto.program: MatmulScopeKLoop
import pypto.language as pl

@pl.program
class MatmulScopeKLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[512, 256], pl.BF16], b__ssa_v0: pl.Tensor[[256, 256], pl.BF16], c__ssa_v0: pl.InOut[pl.Tensor[[512, 256], pl.FP32]]) -> pl.Tensor[[512, 256], pl.FP32]:
        acc__ssa_v0: pl.Tensor[[512, 256], pl.FP32] = pl.tensor.create([512, 256], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for k__idx_v0, (acc__iter_v1,) in pl.range(4, init_values=(acc__ssa_v0,)):
            ak__ssa_v0: pl.Tensor[[512, 256], pl.BF16] = pl.tensor.slice(a__ssa_v0, [512, 256], [0, k__idx_v0 * 256])
            bk__ssa_v0: pl.Tensor[[256, 256], pl.BF16] = pl.tensor.slice(b__ssa_v0, [256, 256], [k__idx_v0 * 256, 0])
            if k__idx_v0 == 0:
                acc__ssa_v3: pl.Tensor[[512, 256], pl.FP32] = pl.tensor.matmul(ak__ssa_v0, bk__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                acc__phi_v5: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(acc__ssa_v3)
            else:
                acc__ssa_v4: pl.Tensor[[512, 256], pl.FP32] = pl.tensor.matmul_acc(acc__iter_v1, ak__ssa_v0, bk__ssa_v0, a_trans=False, b_trans=False)
                acc__phi_v5: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(acc__ssa_v4)
            acc__rv_v2: pl.Tensor[[512, 256], pl.FP32] = pl.yield_(acc__phi_v5)
        c__ssa_v1: pl.Tensor[[512, 256], pl.FP32] = pl.tensor.assemble(c__ssa_v0, acc__rv_v2, [0, 0])
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[512, 256], pl.BF16], b__ssa_v0: pl.Tensor[[256, 256], pl.BF16], c__ssa_v0: pl.Out[pl.Tensor[[512, 256], pl.FP32]]) -> pl.Tensor[[512, 256], pl.FP32]:
        c__ssa_v1: pl.Tensor[[512, 256], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        return c__ssa_v1
