# pypto.program: LoopResultKeepsInitSpace
import pypto.language as pl

@pl.program
class LoopResultKeepsInitSpace:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def splitk(bias__ssa_v0: pl.Tensor[[16, 32], pl.FP32], a__ssa_v0: pl.Tensor[[16, 128], pl.BF16], b__ssa_v0: pl.Tensor[[128, 32], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        acc0__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(bias__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        for k__idx_v0, (acc,) in pl.range(0, 128, 32, init_values=(acc0__ssa_v0,)):
            a_mat__ssa_v0: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, k__idx_v0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
            b_mat__ssa_v0: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [k__idx_v0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
            a_left__ssa_v0: pl.Tile[[16, 32], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a_mat__ssa_v0, target_memory=pl.Mem.Left)
            b_right__ssa_v0: pl.Tile[[32, 32], pl.BF16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b_mat__ssa_v0, target_memory=pl.Mem.Right)
            acc_next__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_acc(acc, a_left__ssa_v0, b_right__ssa_v0)
            acc_out: pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.yield_(acc_next__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc_out, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, bias__ssa_v0: pl.Tensor[[16, 32], pl.FP32], a__ssa_v0: pl.Tensor[[16, 128], pl.BF16], b__ssa_v0: pl.Tensor[[128, 32], pl.BF16]) -> pl.Tensor[[16, 32], pl.FP32]:
        out__ssa_v0: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.create([16, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        return self.splitk(bias__ssa_v0, a__ssa_v0, b__ssa_v0, out__ssa_v0)
