# pypto.program: AttnKLoopBTrans
import pypto.language as pl

@pl.program
class AttnKLoopBTrans:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(q__ssa_v0: pl.Tensor[[32, 256], pl.FP16], k__ssa_v0: pl.Tensor[[64, 256], pl.FP16], s__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        q0__ssa_v0: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.slice(q__ssa_v0, [32, 64], [0, 0])
        k0__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(k__ssa_v0, [64, 64], [0, 0])
        acc__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.matmul(q0__ssa_v0, k0__ssa_v0, a_trans=False, b_trans=True, c_matrix_nz=False, out_dtype=pl.FP32)
        for d__idx_v0, (acc__iter_v1,) in pl.range(1, 4, init_values=(acc__ssa_v0,)):
            qd__ssa_v0: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.slice(q__ssa_v0, [32, 64], [0, d__idx_v0 * 64])
            kd__ssa_v0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(k__ssa_v0, [64, 64], [0, d__idx_v0 * 64])
            acc__ssa_v3: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.matmul_acc(acc__iter_v1, qd__ssa_v0, kd__ssa_v0, a_trans=False, b_trans=True)
            acc__rv_v2: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(acc__ssa_v3)
        sc__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(acc__rv_v2, 0.0625)
        s__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(s__ssa_v0, sc__ssa_v0, [0, 0])
        return s__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, q__ssa_v0: pl.Tensor[[32, 256], pl.FP16], k__ssa_v0: pl.Tensor[[64, 256], pl.FP16], s__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        s__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(q__ssa_v0, k__ssa_v0, s__ssa_v0)
        return s__ssa_v1
