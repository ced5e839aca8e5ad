# pypto.program: AccToMatFixpipeAssemble
import pypto.language as pl

@pl.program
class AccToMatFixpipeAssemble:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_mm2(a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], c: pl.Tensor[[64, 64], pl.FP16], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        a1: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b1: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        c1: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(c, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        al: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(a1, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(b1, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, br)
        mid: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.create([32, 64], dtype=pl.FP16, target_memory=pl.Mem.Mat)
        mid: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.assemble(mid, acc, [0, 0])
        ml: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(mid, target_memory=pl.Mem.Left)
        cr: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(c1, target_memory=pl.Mem.Right)
        acc2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ml, cr)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(acc2, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], c: pl.Tensor[[64, 64], pl.FP16], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        out: pl.Tensor[[32, 64], pl.FP32] = self.k_mm2(a, b, c, out)
        return out
