# error: 9:16: Mismatch: 2 iter_args but 1 init_values
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i, (acc, acc2) in pl.range(4, init_values=(a,)):
            n2: pl.Scalar[pl.INDEX] = acc + i
            r1 = pl.yield_(n2)
        return r1
