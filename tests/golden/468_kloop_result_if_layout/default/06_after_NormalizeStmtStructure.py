# pypto.program: KloopResultIfLayout
import pypto.language as pl

@pl.program
class KloopResultIfLayout:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def ffn(a__ssa_v0: pl.Tensor[[64, 96], pl.BF16], b__ssa_v0: pl.Tensor[[96, 32], pl.BF16], w2__ssa_v0: pl.Tensor[[32, 32], pl.BF16], gate__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        a_m__ssa_v0: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        b_m__ssa_v0: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        acc0__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(pl.tile.move(a_m__ssa_v0, target_memory=pl.Mem.Left), pl.tile.move(b_m__ssa_v0, target_memory=pl.Mem.Right))
        for k__idx_v0, (acc,) in pl.range(1, 3, init_values=(acc0__ssa_v0,)):
            ak__ssa_v0: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, k__idx_v0 * 32], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
            bk__ssa_v0: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [k__idx_v0 * 32, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
            nxt__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, pl.tile.move(ak__ssa_v0, target_memory=pl.Mem.Left), pl.tile.move(bk__ssa_v0, target_memory=pl.Mem.Right))
            acc_out: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(nxt__ssa_v0)
        h__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(acc_out, target_memory=pl.Mem.Vec)
        if 0 < gate__ssa_v0:
            g1__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(h__ssa_v0)
            act__rv_v0: pl.Tile[[64, 32], pl.FP32] = pl.yield_(g1__ssa_v0)
        else:
            g2__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(h__ssa_v0, 0.5)
            act__rv_v0: pl.Tile[[64, 32], pl.FP32] = pl.yield_(g2__ssa_v0)
        shifted__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(act__rv_v0, 1.0)
        low__ssa_v0: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec] = pl.tile.cast(shifted__ssa_v0, target_type=pl.BF16, mode='round')
        low_m__ssa_v0: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.move(low__ssa_v0, target_memory=pl.Mem.Mat)
        w_m__ssa_v0: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(w2__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        out_acc__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(pl.tile.move(low_m__ssa_v0, target_memory=pl.Mem.Left), pl.tile.move(w_m__ssa_v0, target_memory=pl.Mem.Right))
        y__ssa_v1: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(out_acc__ssa_v0, [0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[64, 96], pl.BF16], b__ssa_v0: pl.Tensor[[96, 32], pl.BF16], w2__ssa_v0: pl.Tensor[[32, 32], pl.BF16], gate__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 32], pl.FP32] = self.ffn(a__ssa_v0, b__ssa_v0, w2__ssa_v0, gate__ssa_v0, y__ssa_v0)
        return y__ssa_v1
