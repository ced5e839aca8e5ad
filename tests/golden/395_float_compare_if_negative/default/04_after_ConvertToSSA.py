# pypto.program: FloatCompareIf
import pypto.language as pl

@pl.program
class FloatCompareIf:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, s__ssa_v0: pl.Scalar[pl.FP32], t__ssa_v0: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        if s__ssa_v0 > 0.5:
            r__rv_v0: pl.Scalar[pl.FP32] = pl.yield_(s__ssa_v0)
        else:
            r__rv_v0: pl.Scalar[pl.FP32] = pl.yield_(t__ssa_v0)
        return r__rv_v0
