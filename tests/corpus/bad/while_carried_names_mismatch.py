# error: 9:13: Mismatch: 2 iter_args but 1 init_values
import pypto.language as pl


@pl.program
class WhileCarriedNamesMismatch:
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for (k, m) in pl.while_(init_values=(0,)):
            pl.cond(k < n)
            kf, mf = pl.yield_(k + 1, m)
        return kf
