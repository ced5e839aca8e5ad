# error: 10:13: AUTO scope may not be nested inside a manual scope
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(auto_scope=False)
    def f(self, a: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        with pl.manual_scope():
            with pl.scope():
                b: pl.Scalar[pl.INDEX] = a + 1
        return b
