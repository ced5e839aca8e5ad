# error: 10:13: yield_()
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(x,)):
            res = pl.yield_(acc)
            nxt = pl.tensor.exp(acc)
        return res
