# error: 14:9: pl.spmd() got unexpected keyword argument 'blocks'
import pypto.language as pl


@pl.program
class SpmdUnknownKeyword:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        o = pl.store(pl.exp(pl.load(x, [0, 0], [16, 64])), [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.spmd(4, blocks=2):
            o = self.k(x, o)
        return o
