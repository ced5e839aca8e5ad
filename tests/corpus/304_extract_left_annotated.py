# An annotation naming Left but no view over tile.extract: the variable keeps the
# extract's own row-major layout (the reference merges the deduced view).
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[16, 128], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a_mat = pl.load(a, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat)
        b_mat = pl.load(b, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        a0: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left] = pl.tile.extract(a_mat, 0, 0, [16, 64], target_memory=pl.Mem.Left)
        b0 = pl.move(b_mat, target_memory=pl.MemorySpace.Right)
        c = pl.matmul(a0, b0)
        out = pl.store(c, [0, 0], out)
        return out
