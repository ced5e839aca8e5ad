# error: 23:9: Cannot reassign 'acc' with a different type: was pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec], got pl.Tile[[16, 64], pl.FP32]
# (the reference parser: a tile type without a memory space differs from one in Vec)
import pypto.language as pl


@pl.program
class MinInlineTileRetReassign:
    @pl.function(type=pl.FunctionType.Inline)
    def twice(
        self,
        t: pl.Tile[[16, 64], pl.FP32],
    ) -> pl.Tile[[16, 64], pl.FP32]:
        r: pl.Tile[[16, 64], pl.FP32] = pl.add(t, t)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        acc: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        acc = self.twice(acc)
        out = pl.store(acc, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.k(x, out)
        return out
