# error: 15:9: dispatch body launches 2 kernels; only one kernel dispatch per SPMD scope is supported
import pypto.language as pl


@pl.program
class SpmdTwoDispatches:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        o = pl.store(pl.exp(pl.load(x, [0, 0], [16, 64])), [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        # One SPMD launch runs one kernel.
        with pl.spmd(4):
            o = self.k(x, o)
            o = self.k(o, o)
        return o
