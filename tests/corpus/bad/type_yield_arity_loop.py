# error: 9:9: Cannot infer type for return_var 'r2': no corresponding iter_arg found
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(x,)):
            nxt = pl.tensor.exp(acc)
            r1, r2 = pl.yield_(nxt, nxt)
        return r1
