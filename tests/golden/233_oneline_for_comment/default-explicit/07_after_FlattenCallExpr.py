# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (a__iter_v1,) in pl.range(2, init_values=(a__ssa_v0,)):
            # c
            a__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.add(a__iter_v1, a__iter_v1)
            a__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(a__ssa_v3)
        return a__rv_v2
