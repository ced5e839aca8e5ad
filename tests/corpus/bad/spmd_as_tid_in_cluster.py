# error: 16:13: cannot capture a TaskId when nested inside `pl.cluster()`
import pypto.language as pl


@pl.program
class SpmdTidInCluster:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        o = pl.store(pl.exp(pl.load(x, [0, 0], [16, 64])), [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        # The Group takes a nested pl.spmd's body: there is no launch to name.
        with pl.cluster():
            with pl.spmd(4) as tid:
                o = self.k(x, o)
        return o
