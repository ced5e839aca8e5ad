# error: 11:13: row_max() got an unexpected keyword argument 'tmp'
# (the reference's row_max(input, tmp_tile=None) rejects the keyword before asking for tmp_tile)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 16], pl.FP32], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        u = pl.row_max(t, tmp=t)
        o = pl.store(u, [0, 0], o)
        return o
