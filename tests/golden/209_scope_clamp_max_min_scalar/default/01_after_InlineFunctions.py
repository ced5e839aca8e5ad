# pypto.program: ScopeClampMaxMinScalar
import pypto.language as pl

@pl.program
class ScopeClampMaxMinScalar:
    @pl.function
    def main(self, a: pl.Tensor[[16, 256], pl.FP32], b: pl.Tensor[[16, 256], pl.FP32], out: pl.Out[pl.Tensor[[16, 256], pl.FP32]]) -> pl.Tensor[[16, 256], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            hi: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.maximum(a, b)
            lo: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.minimum(a, b)
            s: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.add(hi, lo)
            c: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.maximum(s, 9.9999999999999995e-07)
            r: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.rsqrt(c)
            out: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.assemble(out, r, [0, 0])
        return out
