# pypto.program: ScopeClampMaxMinScalar
import pypto.language as pl

@pl.program
class ScopeClampMaxMinScalar:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[16, 256], pl.FP32], b__ssa_v0: pl.Tensor[[16, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 256], pl.FP32]]) -> pl.Tensor[[16, 256], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            hi__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.maximum(a__ssa_v0, b__ssa_v0)
            lo__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.minimum(a__ssa_v0, b__ssa_v0)
            s__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.add(hi__ssa_v0, lo__ssa_v0)
            c__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.maximum(s__ssa_v0, 9.9999999999999995e-07)
            r__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.rsqrt(c__ssa_v0)
            out__ssa_v1: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.assemble(out__ssa_v0, r__ssa_v0, [0, 0])
        return out__ssa_v1
