# error: 9:9: takes only a 'mode=' keyword
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(auto_scope=False)
    def f(self, a: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        with pl.scope(pl.ScopeMode.AUTO):
            b: pl.Scalar[pl.INDEX] = a + 1
        return b
