# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[64, 128], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 128], pl.FP32]:
        for (k, acc) in pl.while_(init_values=(0, a)):
            pl.cond(k < n)
            # c
            nxt: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.add(acc, acc)
            k2, r = pl.yield_(k + 1, nxt)
        return r
