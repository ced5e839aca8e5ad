# pypto.program: WhileMixedKernel
import pypto.language as pl

@pl.program
class WhileMixedKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a: pl.Tensor[[64, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        br: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat), target_memory=pl.Mem.Right)
        i: pl.Scalar[pl.INDEX] = 0
        while i < n:
            am: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(pl.tile.move(am, target_memory=pl.Mem.Left), br)
            v: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
            out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(pl.tile.neg(v), [i * 16, 0], out)
            i: pl.Scalar[pl.INDEX] = i + 1
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[64, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out: pl.Tensor[[64, 64], pl.FP32] = self.k(a, b, n, out)
        return out
