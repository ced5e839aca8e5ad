# pypto.program: LoopResultKeepsInitSpace
import pypto.language as pl

@pl.program
class LoopResultKeepsInitSpace:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def splitk(bias: pl.Tensor[[16, 32], pl.FP32], a: pl.Tensor[[16, 128], pl.BF16], b: pl.Tensor[[128, 32], pl.BF16], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        acc0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat] = pl.tile.load(bias, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        for k, (acc,) in pl.range(0, 128, 32, init_values=(acc0,)):
            a_mat: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, k], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
            b_mat: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [k, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
            a_left: pl.Tile[[16, 32], pl.BF16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
            b_right: pl.Tile[[32, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(b_mat, target_memory=pl.Mem.Right)
            acc_next: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, a_left, b_right)
            acc_out: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat] = pl.yield_(acc_next)
        out: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc_out, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, bias: pl.Tensor[[16, 32], pl.FP32], a: pl.Tensor[[16, 128], pl.BF16], b: pl.Tensor[[128, 32], pl.BF16]) -> pl.Tensor[[16, 32], pl.FP32]:
        out: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.create([16, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        return self.splitk(bias, a, b, out)
