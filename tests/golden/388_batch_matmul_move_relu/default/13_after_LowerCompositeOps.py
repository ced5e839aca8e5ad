# pypto.program: K_t95_batch_matmul_relu
import pypto.language as pl

@pl.program
class K_t95_batch_matmul_relu:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[2, 16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[2, 64, 32], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        at__ssa_v0: pl.Tile[[2, 16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0, 0], [2, 16, 64], [2, 16, 64], target_memory=pl.Mem.Mat)
        bt__ssa_v0: pl.Tile[[2, 64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0, 0], [2, 64, 32], [2, 64, 32], target_memory=pl.Mem.Mat)
        p__ssa_v0: pl.Tile[[2, 16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.batch_matmul(at__ssa_v0, bt__ssa_v0)
        v__ssa_v0: pl.Tile[[2, 16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(p__ssa_v0, target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[2, 16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.relu(v__ssa_v0)
        out__ssa_v1: pl.Tensor[[2, 16, 32], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[2, 16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[2, 64, 32], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        out__ssa_v1: pl.Tensor[[2, 16, 32], pl.FP32] = self.k(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
