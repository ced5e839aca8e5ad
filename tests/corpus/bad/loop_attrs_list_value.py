# error: 9:42: Unsupported value type for attrs key 'k'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i in pl.range(4, attrs={"k": [1, 2]}):
            n = n + i
        return n
