# pypto.program: KloopResultIfLayout
import pypto.language as pl

@pl.program
class KloopResultIfLayout:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def ffn(a: pl.Tensor[[64, 96], pl.BF16], b: pl.Tensor[[96, 32], pl.BF16], w2: pl.Tensor[[32, 32], pl.BF16], gate: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        a_m: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        b_m: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        acc0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(pl.tile.move(a_m, target_memory=pl.Mem.Left), pl.tile.move(b_m, target_memory=pl.Mem.Right))
        for k, (acc,) in pl.range(1, 3, init_values=(acc0,)):
            ak: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, k * 32], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
            bk: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [k * 32, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
            nxt: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, pl.tile.move(ak, target_memory=pl.Mem.Left), pl.tile.move(bk, target_memory=pl.Mem.Right))
            acc_out: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(nxt)
        h: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(acc_out, target_memory=pl.Mem.Vec)
        if gate > 0:
            g1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(h)
            act: pl.Tile[[64, 32], pl.FP32] = pl.yield_(g1)
        else:
            g2: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(h, 0.5)
            act: pl.Tile[[64, 32], pl.FP32] = pl.yield_(g2)
        shifted: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(act, 1.0)
        low: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec] = pl.tile.cast(shifted, target_type=pl.BF16, mode='round')
        low_m: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.move(low, target_memory=pl.Mem.Mat)
        w_m: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(w2, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        out_acc: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(pl.tile.move(low_m, target_memory=pl.Mem.Left), pl.tile.move(w_m, target_memory=pl.Mem.Right))
        y: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(out_acc, [0, 0], y)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[64, 96], pl.BF16], b: pl.Tensor[[96, 32], pl.BF16], w2: pl.Tensor[[32, 32], pl.BF16], gate: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        y: pl.Tensor[[64, 32], pl.FP32] = self.ffn(a, b, w2, gate, y)
        return y
