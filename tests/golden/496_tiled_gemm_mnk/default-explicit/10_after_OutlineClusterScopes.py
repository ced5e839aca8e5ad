# pypto.program: TiledGemmMNK
import pypto.language as pl

@pl.program
class TiledGemmMNK:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[128, 256], pl.FP16], mi__idx_v0: pl.Scalar[pl.INDEX], b__ssa_v0: pl.Tensor[[256, 128], pl.FP16], ni__idx_v0: pl.Scalar[pl.INDEX], c__iter_v3: pl.Tensor[[128, 128], pl.FP32]) -> pl.Tensor[[128, 128], pl.FP32]:
        a0__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(a__ssa_v0, [64, 64], [mi__idx_v0 * 64, 0])
        b0__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(b__ssa_v0, [64, 64], [0, ni__idx_v0 * 64])
        acc__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a0__ssa_v0, b0__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        for ki__idx_v0, (acc__iter_v1,) in pl.range(1, 4, init_values=(acc__ssa_v0,)):
            ak__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(a__ssa_v0, [64, 64], [mi__idx_v0 * 64, ki__idx_v0 * 64])
            bk__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(b__ssa_v0, [64, 64], [ki__idx_v0 * 64, ni__idx_v0 * 64])
            acc__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul_acc(acc__iter_v1, ak__ssa_v0, bk__ssa_v0, a_trans=False, b_trans=False)
            acc__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc__ssa_v3)
        c__ssa_v5: pl.Tensor[[128, 128], pl.FP32] = pl.tensor.assemble(c__iter_v3, acc__rv_v2, [mi__idx_v0 * 64, ni__idx_v0 * 64])
        return c__iter_v3
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[128, 256], pl.FP16], b__ssa_v0: pl.Tensor[[256, 128], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for mi__idx_v0, (c__iter_v1,) in pl.parallel(2, init_values=(c__ssa_v0,)):
            for ni__idx_v0, (c__iter_v3,) in pl.parallel(2, init_values=(c__iter_v1,)):
                c__ssa_v5: pl.Tensor[[128, 128], pl.FP32] = self.main_incore_0(a__ssa_v0, mi__idx_v0, b__ssa_v0, ni__idx_v0, c__iter_v3)
                c__rv_v4: pl.Tensor[[128, 128], pl.FP32] = pl.yield_(c__ssa_v5)
            c__rv_v2: pl.Tensor[[128, 128], pl.FP32] = pl.yield_(c__rv_v4)
        return c__rv_v2
