# pypto.program: LayerNormScope
import pypto.language as pl

@pl.program
class LayerNormScope:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 256], pl.FP32], rb__idx_v0: pl.Scalar[pl.INDEX], gamma__ssa_v0: pl.Tensor[[1, 256], pl.FP32], beta__ssa_v0: pl.Tensor[[1, 256], pl.FP32], y__iter_v1: pl.Tensor[[32, 256], pl.FP32]) -> pl.Tensor[[32, 256], pl.FP32]:
        xs__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 256], [rb__idx_v0 * 16, 0])
        s__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(xs__ssa_v0)
        mean__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.muls(s__ssa_v0, 0.00390625)
        cen__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.row_expand_sub(xs__ssa_v0, mean__ssa_v0)
        sq__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.mul(cen__ssa_v0, cen__ssa_v0)
        vs__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(sq__ssa_v0)
        var__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.muls(vs__ssa_v0, 0.00390625)
        ve__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.adds(var__ssa_v0, 1.0000000000000001e-05)
        inv__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.rsqrt(ve__ssa_v0)
        nrm__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.row_expand_mul(cen__ssa_v0, inv__ssa_v0)
        sc__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.col_expand_mul(nrm__ssa_v0, gamma__ssa_v0)
        sh__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.col_expand_add(sc__ssa_v0, beta__ssa_v0)
        y__ssa_v3: pl.Tensor[[32, 256], pl.FP32] = pl.tensor.assemble(y__iter_v1, sh__ssa_v0, [rb__idx_v0 * 16, 0])
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 256], pl.FP32], gamma__ssa_v0: pl.Tensor[[1, 256], pl.FP32], beta__ssa_v0: pl.Tensor[[1, 256], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 256], pl.FP32]]) -> pl.Tensor[[32, 256], pl.FP32]:
        for rb__idx_v0, (y__iter_v1,) in pl.range(2, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[32, 256], pl.FP32] = self.main_incore_0(x__ssa_v0, rb__idx_v0, gamma__ssa_v0, beta__ssa_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[32, 256], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
