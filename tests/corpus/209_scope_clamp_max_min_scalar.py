# pl.maximum / pl.minimum of a tensor and a scalar keep the tensor op (pl.tensor.maximum(x, 1e-6)), as in the reference
import pypto.language as pl


@pl.program
class ScopeClampMaxMinScalar:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[16, 256], pl.FP32],
        b: pl.Tensor[[16, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            hi: pl.Tensor[[16, 256], pl.FP32] = pl.maximum(a, b)
            lo: pl.Tensor[[16, 256], pl.FP32] = pl.minimum(a, b)
            s: pl.Tensor[[16, 256], pl.FP32] = pl.add(hi, lo)
            c: pl.Tensor[[16, 256], pl.FP32] = pl.maximum(s, 1e-6)
            r: pl.Tensor[[16, 256], pl.FP32] = pl.rsqrt(c)
            out = pl.assemble(out, r, [0, 0])
        return out
