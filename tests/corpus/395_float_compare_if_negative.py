# expect-error: TypeError in Simplify: entering the branch of `if s > 0.5` bounds s from below by 0.5 + 1, an add of FP32 and INT64
import pypto.language as pl


@pl.program
class FloatCompareIf:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, s: pl.Scalar[pl.FP32], t: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        if s > 0.5:
            r: pl.Scalar[pl.FP32] = pl.yield_(s)
        else:
            r: pl.Scalar[pl.FP32] = pl.yield_(t)
        return r
