# error: 13:9: Cannot reassign 't' with a different type: was pl.Tile[[16, 64], pl.FP32], got pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec]
# (the reference parser rejects rebinding a tile parameter declared without a memory space)
import pypto.language as pl


@pl.program
class MinInlineTileParamRebind:
    @pl.function(type=pl.FunctionType.Inline)
    def twice(
        self,
        t: pl.Tile[[16, 64], pl.FP32],
    ) -> pl.Tile[[16, 64], pl.FP32]:
        t = pl.add(t, t)
        return t

    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        b: pl.Tile[[16, 64], pl.FP32] = self.twice(a)
        out = pl.store(b, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.k(x, out)
        return out
