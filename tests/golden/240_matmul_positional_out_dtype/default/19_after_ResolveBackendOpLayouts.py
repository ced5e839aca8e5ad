# pypto.program: MmPos
import pypto.language as pl

@pl.program
class MmPos:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16], c__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b__ssa_v0_mat: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        a__ssa_v0_mat_Left: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(a__ssa_v0_mat, target_memory=pl.Mem.Left)
        b__ssa_v0_mat_Right: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(b__ssa_v0_mat, target_memory=pl.Mem.Right)
        p__tile: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat_Left, b__ssa_v0_mat_Right)
        c__tile: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(p__tile, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16], c__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        c__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        return c__ssa_v1
