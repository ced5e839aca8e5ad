# expect-error: FP32 loop step (Simplify's one-trip test adds it to the INDEX start)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        acc: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        for i in pl.range(0, 4, 1.0):
            acc = pl.add(acc, acc)
        c: pl.Tile[[32, 128], pl.FP32] = pl.exp(acc)
        out = pl.store(c, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.k(x, out)
        return out
