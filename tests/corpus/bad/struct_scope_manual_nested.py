# error: 10:13: may not be nested inside another manual scope
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            with pl.manual_scope():
                b: pl.Scalar[pl.INDEX] = a + 1
        return b
