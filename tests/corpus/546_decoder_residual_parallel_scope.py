import pypto.language as pl


@pl.program
class DecoderResidualParallelScope:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        w: pl.Tensor[[128, 128], pl.FP16],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for rb in pl.parallel(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                xb = pl.slice(x, [16, 128], [rb * 16, 0])
                sq = pl.mul(xb, xb)
                ss = pl.row_sum(sq)
                ms = pl.mul(ss, 0.0078125)
                ms2 = pl.add(ms, 1e-6)
                inv = pl.rsqrt(ms2)
                xn = pl.row_expand_mul(xb, inv)
                xh = pl.cast(xn, pl.FP16)
                x0 = pl.slice(xh, [16, 64], [0, 0])
                w0 = pl.slice(w, [64, 128], [0, 0])
                acc0 = pl.matmul(x0, w0, out_dtype=pl.FP32)
                x1 = pl.slice(xh, [16, 64], [0, 64])
                w1 = pl.slice(w, [64, 128], [64, 0])
                acc1 = pl.matmul_acc(acc0, x1, w1)
                res = pl.add(acc1, xb)
                y = pl.assemble(y, res, [rb * 16, 0])
        return y
