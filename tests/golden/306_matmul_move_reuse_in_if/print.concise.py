# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main(a: pl.Tensor[[16, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], cond: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        sa: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        sb: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        prev: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(sa, sb)
        if cond < 1:
            c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(sa, sb)
            phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c)
        else:
            phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(prev)
        out: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(phi, [0, 0], out)
        return out
