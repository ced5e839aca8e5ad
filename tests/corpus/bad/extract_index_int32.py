# error: 18:42: index_row must be INT64, UINT64 or INDEX
# (the reference rejects it at parse time as well)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 128], pl.FP16],
        r: pl.Scalar[pl.INT32],
        c: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        a1: pl.Tile[[32, 64], pl.FP16] = pl.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        b1: pl.Tile[[64, 128], pl.FP16] = pl.load(b, [0, 0], [64, 128], target_memory=pl.Mem.Mat)
        a0: pl.Tile[[16, 64], pl.FP16] = pl.tile.extract(a1, r, 0, [16, 64], target_memory=pl.Mem.Left)
        b0: pl.Tile[[64, 128], pl.FP16] = pl.move(b1, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 128], pl.FP32] = pl.matmul(a0, b0)
        c = pl.store(acc, [0, 0], c)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 128], pl.FP16],
        r: pl.Scalar[pl.INT32],
        c: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        c = self.k(a, b, r, c)
        return c
