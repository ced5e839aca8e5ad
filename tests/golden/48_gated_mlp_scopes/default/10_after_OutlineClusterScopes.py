# pypto.program: GatedMlpScopes
import pypto.language as pl

@pl.program
class GatedMlpScopes:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mlp_block(x__ssa_v0: pl.Tensor[[64, 128], pl.BF16], rb__idx_v0: pl.Scalar[pl.INDEX], w_gate__ssa_v0: pl.Tensor[[128, 256], pl.BF16], w_up__ssa_v0: pl.Tensor[[128, 256], pl.BF16], w_down__ssa_v0: pl.Tensor[[256, 128], pl.BF16], out__iter_v1: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
        xs__ssa_v0: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.slice(x__ssa_v0, [16, 128], [rb__idx_v0 * 16, 0])
        g__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.matmul(xs__ssa_v0, w_gate__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        u__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.matmul(xs__ssa_v0, w_up__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
        ng__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.neg(g__ssa_v0)
        eg__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.exp(ng__ssa_v0)
        den__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.adds(eg__ssa_v0, 1.0)
        sig__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.recip(den__ssa_v0)
        silu__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.mul(g__ssa_v0, sig__ssa_v0)
        h__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.mul(silu__ssa_v0, u__ssa_v0)
        hb__ssa_v0: pl.Tensor[[16, 256], pl.BF16] = pl.tensor.cast(h__ssa_v0, target_type=pl.BF16, mode='round')
        acc__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for kb__idx_v0, (acc__iter_v1,) in pl.range(2, init_values=(acc__ssa_v0,)):
            hk__ssa_v0: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.slice(hb__ssa_v0, [16, 128], [0, kb__idx_v0 * 128])
            wk__ssa_v0: pl.Tensor[[128, 128], pl.BF16] = pl.tensor.slice(w_down__ssa_v0, [128, 128], [kb__idx_v0 * 128, 0])
            if kb__idx_v0 == 0:
                acc__ssa_v3: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.matmul(hk__ssa_v0, wk__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                acc__phi_v5: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(acc__ssa_v3)
            else:
                acc__ssa_v4: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.matmul_acc(acc__iter_v1, hk__ssa_v0, wk__ssa_v0, a_trans=False, b_trans=False)
                acc__phi_v5: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(acc__ssa_v4)
            acc__rv_v2: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(acc__phi_v5)
        out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out__iter_v1, acc__rv_v2, [rb__idx_v0 * 16, 0])
        return out__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.BF16], w_gate__ssa_v0: pl.Tensor[[128, 256], pl.BF16], w_up__ssa_v0: pl.Tensor[[128, 256], pl.BF16], w_down__ssa_v0: pl.Tensor[[256, 128], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for rb__idx_v0, (out__iter_v1,) in pl.parallel(4, init_values=(out__ssa_v0,)):
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = self.mlp_block(x__ssa_v0, rb__idx_v0, w_gate__ssa_v0, w_up__ssa_v0, w_down__ssa_v0, out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
