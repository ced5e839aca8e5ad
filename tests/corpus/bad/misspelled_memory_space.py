# error: 17:72: unknown Mem member 'Lfet'
# (reported at the value with a suggestion; the reference also points at pl.Mem.Lfet)
import pypto.language as pl


@pl.program
class MemTypo:
    @pl.function(type=pl.FunctionType.InCore)
    def mm(
        self,
        a: pl.Tensor[[32, 64], pl.BF16],
        b: pl.Tensor[[64, 128], pl.BF16],
        c: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        a_l1: pl.Tile[[32, 64], pl.BF16] = pl.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        b_l1: pl.Tile[[64, 128], pl.BF16] = pl.load(b, [0, 0], [64, 128], target_memory=pl.Mem.Mat)
        a_l0: pl.Tile[[32, 64], pl.BF16] = pl.move(a_l1, target_memory=pl.Mem.Lfet)
        b_l0: pl.Tile[[64, 128], pl.BF16] = pl.move(b_l1, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 128], pl.FP32] = pl.matmul(a_l0, b_l0)
        done: pl.Tensor[[32, 128], pl.FP32] = pl.store(acc, [0, 0], c)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[32, 64], pl.BF16],
        b: pl.Tensor[[64, 128], pl.BF16],
        c: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        c = self.mm(a, b, c)
        return c
