# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main(a__ssa_v0: pl.Tensor[[16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], cond__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        sa__ssa_v0: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        sb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        sa__ssa_v0_Left: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(sa__ssa_v0, target_memory=pl.Mem.Left)
        sb__ssa_v0_Right: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(sb__ssa_v0, target_memory=pl.Mem.Right)
        prev__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(sa__ssa_v0_Left, sb__ssa_v0_Right)
        if cond__ssa_v0 < 1:
            c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(sa__ssa_v0_Left, sb__ssa_v0_Right)
            phi__rv_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(c__ssa_v0)
        else:
            phi__rv_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(prev__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(phi__rv_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
