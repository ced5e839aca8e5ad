# pypto.program: MatmulKLoopOffsets
import pypto.language as pl

@pl.program
class MatmulKLoopOffsets:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm_block(a__ssa_v0: pl.Tensor[[128, 256], pl.BF16], b__ssa_v0: pl.Tensor[[256, 128], pl.BF16], row__ssa_v0: pl.Scalar[pl.INDEX], c__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        a0__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [row__ssa_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b0__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        a0l__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(a0__ssa_v0, target_memory=pl.Mem.Left)
        b0r__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(b0__ssa_v0, target_memory=pl.Mem.Right)
        acc0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a0l__ssa_v0, b0r__ssa_v0)
        for k__idx_v0, (acc,) in pl.range(1, 4, init_values=(acc0__ssa_v0,)):
            ak__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [row__ssa_v0, k__idx_v0 * 64], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            bk__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [k__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            akl__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ak__ssa_v0, target_memory=pl.Mem.Left)
            bkr__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(bk__ssa_v0, target_memory=pl.Mem.Right)
            nxt__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, akl__ssa_v0, bkr__ssa_v0)
            acc_out: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(nxt__ssa_v0)
        done__ssa_v0: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(acc_out, [row__ssa_v0, 0], c__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[128, 256], pl.BF16], b__ssa_v0: pl.Tensor[[256, 128], pl.BF16], c__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0, (c__iter_v1,) in pl.range(4, init_values=(c__ssa_v0,)):
            c__ssa_v3: pl.Tensor[[128, 128], pl.FP32] = self.mm_block(a__ssa_v0, b__ssa_v0, i__idx_v0 * 32, c__iter_v1)
            c__rv_v2: pl.Tensor[[128, 128], pl.FP32] = pl.yield_(c__ssa_v3)
        return c__rv_v2
