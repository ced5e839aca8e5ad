# pypto.program: AliasIterMatmulAcc
import pypto.language as pl

@pl.program
class AliasIterMatmulAcc:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a: pl.Tensor[[16, 256], pl.FP16], b: pl.Tensor[[256, 64], pl.FP16], c: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        am: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al, br)
        for k in pl.range(1, 4):
            ak: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, k * 64], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            bk: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [k * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            lk: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(ak, target_memory=pl.Mem.Left)
            rk: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(bk, target_memory=pl.Mem.Right)
            prev: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = acc
            acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(prev, lk, rk)
        c: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc, [0, 0], c)
        return c
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[16, 256], pl.FP16], b: pl.Tensor[[256, 64], pl.FP16], c: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        c: pl.Tensor[[16, 64], pl.FP32] = self.k(a, b, c)
        return c
