# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 128], pl.FP32]:
        for (k, acc) in pl.while_(init_values=(0, a__ssa_v0)):
            pl.cond(k < n__ssa_v0)
            # c
            nxt__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.add(acc, acc)
            k2, r = pl.yield_(k + 1, nxt__ssa_v0)
        return r
