# pypto.program: KernelGmHandoff
import pypto.language as pl

@pl.program
class KernelGmHandoff:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fused(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16], scratch__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        a_mat__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b_mat__ssa_v0: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        a_l__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(a_mat__ssa_v0, target_memory=pl.Mem.Left)
        b_r__ssa_v0: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(b_mat__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l__ssa_v0, b_r__ssa_v0)
        scratch__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], scratch__ssa_v0)
        back__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(scratch__ssa_v1, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        y__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(back__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(y__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16], scratch__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = self.fused(a__ssa_v0, b__ssa_v0, scratch__ssa_v0, out__ssa_v0)
        return out__ssa_v1
