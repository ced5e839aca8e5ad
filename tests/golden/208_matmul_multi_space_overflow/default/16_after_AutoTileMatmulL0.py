# pypto.program: MatmulMultiSpaceOverflow
import pypto.language as pl

@pl.program
class MatmulMultiSpaceOverflow:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[512, 1024], pl.FP16], b__ssa_v0: pl.Tensor[[1024, 64], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        a_l1__ssa_v0: pl.Tile[[512, 1024], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [512, 1024], [512, 1024], target_memory=pl.Mem.Mat)
        b_l1__ssa_v0: pl.Tile[[1024, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [1024, 64], [1024, 64], target_memory=pl.Mem.Mat)
        a_l0__ssa_v0: pl.Tile[[512, 1024], pl.FP16, pl.Mem.Left] = pl.tile.move(a_l1__ssa_v0, target_memory=pl.Mem.Left)
        b_l0__ssa_v0: pl.Tile[[1024, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(b_l1__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[512, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l0__ssa_v0, b_l0__ssa_v0)
        c_done__ssa_v0: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return c_done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[512, 1024], pl.FP16], b__ssa_v0: pl.Tensor[[1024, 64], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        c__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        return c__ssa_v1
