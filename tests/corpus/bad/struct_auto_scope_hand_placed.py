# error: 9:9: requires @pl.function(auto_scope=False)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        with pl.scope():
            b: pl.Scalar[pl.INDEX] = a + 1
        return b
