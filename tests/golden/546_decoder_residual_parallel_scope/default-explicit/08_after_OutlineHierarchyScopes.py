# pypto.program: DecoderResidualParallelScope
import pypto.language as pl

@pl.program
class DecoderResidualParallelScope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], w__ssa_v0: pl.Tensor[[128, 128], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for rb__idx_v0, (y__iter_v1,) in pl.parallel(4, init_values=(y__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                xb__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 128], [rb__idx_v0 * 16, 0])
                sq__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.mul(xb__ssa_v0, xb__ssa_v0)
                ss__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.row_sum(sq__ssa_v0)
                ms__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.muls(ss__ssa_v0, 0.0078125)
                ms2__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.adds(ms__ssa_v0, 9.9999999999999995e-07)
                inv__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.rsqrt(ms2__ssa_v0)
                xn__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.row_expand_mul(xb__ssa_v0, inv__ssa_v0)
                xh__ssa_v0: pl.Tensor[[16, 128], pl.FP16] = pl.tensor.cast(xn__ssa_v0, target_type=pl.FP16, mode='round')
                x0__ssa_v0: pl.Tensor[[16, 64], pl.FP16] = pl.tensor.slice(xh__ssa_v0, [16, 64], [0, 0])
                w0__ssa_v0: pl.Tensor[[64, 128], pl.FP16] = pl.tensor.slice(w__ssa_v0, [64, 128], [0, 0])
                acc0__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.matmul(x0__ssa_v0, w0__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                x1__ssa_v0: pl.Tensor[[16, 64], pl.FP16] = pl.tensor.slice(xh__ssa_v0, [16, 64], [0, 64])
                w1__ssa_v0: pl.Tensor[[64, 128], pl.FP16] = pl.tensor.slice(w__ssa_v0, [64, 128], [64, 0])
                acc1__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.matmul_acc(acc0__ssa_v0, x1__ssa_v0, w1__ssa_v0, a_trans=False, b_trans=False)
                res__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.add(acc1__ssa_v0, xb__ssa_v0)
                y__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__iter_v1, res__ssa_v0, [rb__idx_v0 * 16, 0])
            y__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
