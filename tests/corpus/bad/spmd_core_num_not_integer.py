# error: 14:22: core_num must be an integer expression, got pl.Scalar[pl.FP32]
import pypto.language as pl


@pl.program
class SpmdFloatCount:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        o = pl.store(pl.exp(pl.load(x, [0, 0], [16, 64])), [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], f: pl.Scalar[pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.spmd(f):
            o = self.k(x, o)
        return o
