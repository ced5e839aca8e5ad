# pypto.program: MatmulMultiSpaceOverflow
import pypto.language as pl

@pl.program
class MatmulMultiSpaceOverflow:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a: pl.Tensor[[512, 1024], pl.FP16], b: pl.Tensor[[1024, 64], pl.FP16], c: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        a_l1: pl.Tile[[512, 1024], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [512, 1024], [512, 1024], target_memory=pl.Mem.Mat)
        b_l1: pl.Tile[[1024, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [1024, 64], [1024, 64], target_memory=pl.Mem.Mat)
        a_l0: pl.Tile[[512, 1024], pl.FP16, pl.Mem.Left] = pl.tile.move(a_l1, target_memory=pl.Mem.Left)
        b_l0: pl.Tile[[1024, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(b_l1, target_memory=pl.Mem.Right)
        acc: pl.Tile[[512, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l0, b_l0)
        c_done: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(acc, [0, 0], c)
        return c_done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[512, 1024], pl.FP16], b: pl.Tensor[[1024, 64], pl.FP16], c: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        c: pl.Tensor[[512, 64], pl.FP32] = self.mm(a, b, c)
        return c
