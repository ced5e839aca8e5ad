# pypto.program: SplitKLoopRowsScope
import pypto.language as pl

@pl.program
class SplitKLoopRowsScope:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[128, 256], pl.BF16], b__ssa_v0: pl.Tensor[[256, 64], pl.BF16], c__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for m__idx_v0, (c__iter_v1,) in pl.range(2, init_values=(c__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                a0__ssa_v0: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.slice(a__ssa_v0, [64, 64], [m__idx_v0 * 64, 0])
                b0__ssa_v0: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.slice(b__ssa_v0, [64, 64], [0, 0])
                acc__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a0__ssa_v0, b0__ssa_v0, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                for k__idx_v0, (acc__iter_v1,) in pl.range(1, 4, init_values=(acc__ssa_v0,)):
                    ak__ssa_v0: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.slice(a__ssa_v0, [64, 64], [m__idx_v0 * 64, k__idx_v0 * 64])
                    bk__ssa_v0: pl.Tensor[[64, 64], pl.BF16] = pl.tensor.slice(b__ssa_v0, [64, 64], [k__idx_v0 * 64, 0])
                    acc__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul_acc(acc__iter_v1, ak__ssa_v0, bk__ssa_v0, a_trans=False, b_trans=False)
                    acc__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc__ssa_v3)
                c__ssa_v3: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.assemble(c__iter_v1, acc__rv_v2, [m__idx_v0 * 64, 0])
            c__rv_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(c__ssa_v3)
        return c__rv_v2
