# pypto.program: LayerNormScope
import pypto.language as pl

@pl.program
class LayerNormScope:
    @pl.function
    def main(self, x: pl.Tensor[[32, 256], pl.FP32], gamma: pl.Tensor[[1, 256], pl.FP32], beta: pl.Tensor[[1, 256], pl.FP32], y: pl.Out[pl.Tensor[[32, 256], pl.FP32]]) -> pl.Tensor[[32, 256], pl.FP32]:
        for rb in pl.range(2):
            with pl.at(level=pl.Level.CORE_GROUP):
                xs: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(x, [16, 256], [rb * 16, 0])
                s: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(xs)
                mean: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.muls(s, 0.00390625)
                cen: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.row_expand_sub(xs, mean)
                sq: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.mul(cen, cen)
                vs: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(sq)
                var: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.muls(vs, 0.00390625)
                ve: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.adds(var, 1.0000000000000001e-05)
                inv: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.rsqrt(ve)
                nrm: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.row_expand_mul(cen, inv)
                sc: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.col_expand_mul(nrm, gamma)
                sh: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.col_expand_add(sc, beta)
                y: pl.Tensor[[32, 256], pl.FP32] = pl.tensor.assemble(y, sh, [rb * 16, 0])
        return y
