# error: 15:41: target_memory must be Mem.Vec or Mem.Mat, got Mem.Acc
# (the reference rejects an Acc load in its DSL builder; only InferTileMemorySpace makes one)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Acc)
        u: pl.Tile[[16, 64], pl.FP32] = pl.add(t, s)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.store(u, [0, 0], out)
        return r
