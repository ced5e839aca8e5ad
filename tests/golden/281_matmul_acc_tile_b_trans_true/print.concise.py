# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        am: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        l: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        q: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        p: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, q)
        r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(p, l, q)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        out: pl.Tensor[[32, 64], pl.FP32] = self.mm(a, b, out)
        return out
