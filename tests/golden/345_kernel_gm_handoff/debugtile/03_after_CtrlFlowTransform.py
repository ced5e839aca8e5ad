# pypto.program: KernelGmHandoff
import pypto.language as pl

@pl.program
class KernelGmHandoff:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fused(a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16], scratch: pl.InOut[pl.Tensor[[32, 32], pl.FP32]], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        # The cube part writes its product to GM; the vector part reads it back.
        a_mat: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        a_l: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
        b_r: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(b_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, b_r)
        scratch: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc, [0, 0], scratch)
        back: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(scratch, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        y: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(back)
        out: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16], scratch: pl.InOut[pl.Tensor[[32, 32], pl.FP32]], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        out: pl.Tensor[[32, 32], pl.FP32] = self.fused(a, b, scratch, out)
        return out
