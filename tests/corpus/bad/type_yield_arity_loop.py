# error: 9:9: For loop has 1 iteration arguments but 2 return variables. They must match.
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(x,)):
            nxt = pl.tensor.exp(acc)
            r1, r2 = pl.yield_(nxt, nxt)
        return r1
