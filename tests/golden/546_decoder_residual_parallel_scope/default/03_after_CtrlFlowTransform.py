# pypto.program: DecoderResidualParallelScope
import pypto.language as pl

@pl.program
class DecoderResidualParallelScope:
    @pl.function
    def main(self, x: pl.Tensor[[64, 128], pl.FP32], w: pl.Tensor[[128, 128], pl.FP16], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for rb in pl.parallel(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                xb: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x, [16, 128], [rb * 16, 0])
                sq: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.mul(xb, xb)
                ss: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(sq)
                ms: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.muls(ss, 0.0078125)
                ms2: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.adds(ms, 9.9999999999999995e-07)
                inv: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.rsqrt(ms2)
                xn: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_mul(xb, inv)
                xh: pl.Tensor[[16, 128], pl.FP16] = pl.tensor.cast(xn, target_type=pl.FP16, mode='round')
                x0: pl.Tensor[[16, 64], pl.FP16] = pl.tensor.slice(xh, [16, 64], [0, 0])
                w0: pl.Tensor[[64, 128], pl.FP16] = pl.tensor.slice(w, [64, 128], [0, 0])
                acc0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.matmul(x0, w0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                x1: pl.Tensor[[16, 64], pl.FP16] = pl.tensor.slice(xh, [16, 64], [0, 64])
                w1: pl.Tensor[[64, 128], pl.FP16] = pl.tensor.slice(w, [64, 128], [64, 0])
                acc1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.matmul_acc(acc0, x1, w1, a_trans=False, b_trans=False)
                res: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.add(acc1, xb)
                y: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y, res, [rb * 16, 0])
        return y
