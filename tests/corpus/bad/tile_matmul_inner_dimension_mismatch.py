# error: 19:44: requires matching inner dimensions, but got lhs K=64 and rhs K=32
# (the reference rejects it with the same message)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[32, 128], pl.FP16],
        c: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        am: pl.Tile[[32, 64], pl.FP16] = pl.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[32, 128], pl.FP16] = pl.load(b, [0, 0], [32, 128], target_memory=pl.Mem.Mat)
        al: pl.Tile[[32, 64], pl.FP16] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[32, 128], pl.FP16] = pl.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 128], pl.FP32] = pl.matmul(al, br)
        c = pl.store(acc, [0, 0], c)
        return c
