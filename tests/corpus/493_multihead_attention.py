import pypto.language as pl


@pl.program
class MultiHeadAttention:
    @pl.function
    def main(
        self,
        q: pl.Tensor[[16, 128], pl.BF16],
        k: pl.Tensor[[64, 128], pl.BF16],
        v: pl.Tensor[[64, 128], pl.BF16],
        o: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        for h in pl.range(2):
            with pl.at(level=pl.Level.CORE_GROUP):
                qh: pl.Tensor[[16, 64], pl.BF16] = pl.slice(q, [16, 64], [0, h * 64])
                kh: pl.Tensor[[64, 64], pl.BF16] = pl.slice(k, [64, 64], [0, h * 64])
                vh: pl.Tensor[[64, 64], pl.BF16] = pl.slice(v, [64, 64], [0, h * 64])
                s: pl.Tensor[[16, 64], pl.FP32] = pl.matmul(qh, kh, out_dtype=pl.FP32, b_trans=True)
                m: pl.Tensor[[16, 1], pl.FP32] = pl.row_max(s)
                c: pl.Tensor[[16, 64], pl.FP32] = pl.row_expand_sub(s, m)
                e: pl.Tensor[[16, 64], pl.FP32] = pl.exp(c)
                l: pl.Tensor[[16, 1], pl.FP32] = pl.row_sum(e)
                p: pl.Tensor[[16, 64], pl.FP32] = pl.row_expand_div(e, l)
                pb: pl.Tensor[[16, 64], pl.BF16] = pl.cast(p, pl.BF16)
                ov: pl.Tensor[[16, 64], pl.FP32] = pl.matmul(pb, vh, out_dtype=pl.FP32)
                o = pl.assemble(o, ov, [0, h * 64])
        return o
