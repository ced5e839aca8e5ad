# expect-error: Left capacity exceeded in AllocateMemoryAddr (a [128, 512] FP16 Left tile = 128 KiB > 64 KiB of L0A)
import pypto.language as pl


@pl.program
class LeftOverflowNegative:
    @pl.function(type=pl.FunctionType.InCore)
    def wide_matmul(
        self,
        a: pl.Tensor[[128, 512], pl.FP16],
        b: pl.Tensor[[512, 16], pl.FP16],
        c: pl.Out[pl.Tensor[[128, 16], pl.FP32]],
    ) -> pl.Tensor[[128, 16], pl.FP32]:
        a_l1: pl.Tile[[128, 512], pl.FP16] = pl.load(a, [0, 0], [128, 512], target_memory=pl.Mem.Mat)
        b_l1: pl.Tile[[512, 16], pl.FP16] = pl.load(b, [0, 0], [512, 16], target_memory=pl.Mem.Mat)
        a_l0: pl.Tile[[128, 512], pl.FP16] = pl.move(a_l1, target_memory=pl.Mem.Left)
        b_l0: pl.Tile[[512, 16], pl.FP16] = pl.move(b_l1, target_memory=pl.Mem.Right)
        acc: pl.Tile[[128, 16], pl.FP32] = pl.matmul(a_l0, b_l0)
        done: pl.Tensor[[128, 16], pl.FP32] = pl.store(acc, [0, 0], c)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[128, 512], pl.FP16],
        b: pl.Tensor[[512, 16], pl.FP16],
        c: pl.Out[pl.Tensor[[128, 16], pl.FP32]],
    ) -> pl.Tensor[[128, 16], pl.FP32]:
        c = self.wide_matmul(a, b, c)
        return c
