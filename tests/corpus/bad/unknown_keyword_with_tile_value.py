# error: 11:13: add() got an unexpected keyword argument 'out'
# (the reference reports Python's TypeError for the keyword before looking at its tile value)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 16], pl.FP32], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        u = pl.add(t, t, out=t)
        o = pl.store(u, [0, 0], o)
        return o
