import pypto.language as pl


@pl.program
class ScopeAttnScore:
    @pl.function
    def main(
        self,
        q: pl.Tensor[[32, 64], pl.BF16],
        k: pl.Tensor[[64, 64], pl.BF16],
        v: pl.Tensor[[64, 64], pl.BF16],
        o: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s = pl.matmul(q, k, out_dtype=pl.FP32, b_trans=True)
            m = pl.row_max(s)
            e = pl.exp(pl.row_expand_sub(s, m))
            l = pl.row_sum(e)
            p = pl.cast(pl.row_expand_div(e, l), target_type=pl.BF16)
            ov = pl.matmul(p, v, out_dtype=pl.FP32)
            o = pl.assemble(o, ov, [0, 0])
        return o
