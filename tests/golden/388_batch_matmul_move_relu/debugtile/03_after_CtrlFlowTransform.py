# pypto.program: K_t95_batch_matmul_relu
import pypto.language as pl

@pl.program
class K_t95_batch_matmul_relu:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a: pl.Tensor[[2, 16, 64], pl.BF16], b: pl.Tensor[[2, 64, 32], pl.BF16], out: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        at: pl.Tile[[2, 16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0, 0], [2, 16, 64], [2, 16, 64], target_memory=pl.Mem.Mat)
        bt: pl.Tile[[2, 64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0, 0], [2, 64, 32], [2, 64, 32], target_memory=pl.Mem.Mat)
        p: pl.Tile[[2, 16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.batch_matmul(at, bt)
        v: pl.Tile[[2, 16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(p, target_memory=pl.Mem.Vec)
        r: pl.Tile[[2, 16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.relu(v)
        out: pl.Tensor[[2, 16, 32], pl.FP32] = pl.tile.store(r, [0, 0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[2, 16, 64], pl.BF16], b: pl.Tensor[[2, 64, 32], pl.BF16], out: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        out: pl.Tensor[[2, 16, 32], pl.FP32] = self.k(a, b, out)
        return out
