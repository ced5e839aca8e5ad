# pypto.program: ModuleConstants
import pypto.language as pl

@pl.program
class ModuleConstants:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[64, 256], pl.FP32], i__idx_v0: pl.Scalar[pl.INDEX], out__iter_v1: pl.Tensor[[64, 256], pl.FP32]) -> pl.Tensor[[64, 256], pl.FP32]:
        x__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(a__ssa_v0, [16, 256], [i__idx_v0, 0])
        y__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.maximum(x__ssa_v0, 9.9999999999999995e-07)
        h__ssa_v0: pl.Tensor[[16, 256], pl.BF16] = pl.tensor.cast(y__ssa_v0, target_type=pl.BF16, mode='round')
        z__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.cast(h__ssa_v0, target_type=pl.FP32, mode='round')
        r__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.rsqrt(z__ssa_v0)
        out__ssa_v3: pl.Tensor[[64, 256], pl.FP32] = pl.tensor.assemble(out__iter_v1, r__ssa_v0, [i__idx_v0, 0])
        return out__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.range(0, 64, 16, init_values=(out__ssa_v0,)):
            out__ssa_v3: pl.Tensor[[64, 256], pl.FP32] = self.main_incore_0(a__ssa_v0, i__idx_v0, out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 256], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
