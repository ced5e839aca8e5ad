# error: 12:16: Undefined variable 'acc'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(x,)):
            nxt = pl.tensor.exp(acc)
            res = pl.yield_(nxt)
        return acc
