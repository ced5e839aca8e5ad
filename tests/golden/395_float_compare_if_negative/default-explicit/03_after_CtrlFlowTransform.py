# pypto.program: FloatCompareIf
import pypto.language as pl

@pl.program
class FloatCompareIf:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, s: pl.Scalar[pl.FP32], t: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        if s > 0.5:
            r: pl.Scalar[pl.FP32] = pl.yield_(s)
        else:
            r: pl.Scalar[pl.FP32] = pl.yield_(t)
        return r
