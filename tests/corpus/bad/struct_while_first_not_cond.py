# error: 10:13: First statement in pl.while_() body must be pl.cond(condition)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for (w,) in pl.while_(init_values=(a,)):
            w2: pl.Scalar[pl.INDEX] = w + 1
            w_end = pl.yield_(w2)
        return w_end
