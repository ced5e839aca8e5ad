# error: 10:13: Unknown operation 'pl.func_attr'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for i in pl.range(2):
            pl.func_attr({"a": 1})
        return x
