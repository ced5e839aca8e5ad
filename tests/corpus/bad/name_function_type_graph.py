# error: 7:39: unknown FunctionType member 'Graph'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Graph)
    def f(self, a: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        return a
