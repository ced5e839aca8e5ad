# error: 15:13: tile.store writes past the end of dimension 0: offset 0 + extent 16 exceeds the target extent 8
# (the reference rejects it at the same place: a write past the end)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def vk(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        o: pl.Out[pl.Tensor[[8, 64], pl.FP32]],
    ) -> pl.Tensor[[8, 64], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 64])
        o = pl.store(t, [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        o: pl.Out[pl.Tensor[[8, 64], pl.FP32]],
    ) -> pl.Tensor[[8, 64], pl.FP32]:
        o = self.vk(x, o)
        return o
