# pypto.program: MatmulKLoopOffsets
import pypto.language as pl

@pl.program
class MatmulKLoopOffsets:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm_block(a: pl.Tensor[[128, 256], pl.BF16], b: pl.Tensor[[256, 128], pl.BF16], row: pl.Scalar[pl.INDEX], c: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        a0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [row, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        a0l: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(a0, target_memory=pl.Mem.Left)
        b0r: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(b0, target_memory=pl.Mem.Right)
        acc0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a0l, b0r)
        for k, (acc,) in pl.range(1, 4, init_values=(acc0,)):
            ak: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [row, k * 64], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            bk: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [k * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            akl: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ak, target_memory=pl.Mem.Left)
            bkr: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(bk, target_memory=pl.Mem.Right)
            nxt: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, akl, bkr)
            acc_out: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(nxt)
        done: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(acc_out, [row, 0], c)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[128, 256], pl.BF16], b: pl.Tensor[[256, 128], pl.BF16], c: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i in pl.range(4):
            c: pl.Tensor[[128, 128], pl.FP32] = self.mm_block(a, b, i * 32, c)
        return c
