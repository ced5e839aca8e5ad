# pypto.program: MatmulScopeKLoop
import pypto.language as pl

@pl.program
class MatmulScopeKLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[32, 256], pl.BF16], b__ssa_v0: pl.Tensor[[256, 64], pl.BF16], c__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        acc__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for k__idx_v0, (acc__iter_v1,) in pl.range(4, init_values=(acc__tile,)):
            ak__tile: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, k__idx_v0 * 64], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            bk__tile: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [k__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            if k__idx_v0 == 0:
                ak__tile_Left: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(ak__tile, target_memory=pl.Mem.Left)
                bk__tile_Right: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(bk__tile, target_memory=pl.Mem.Right)
                acc__tile_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(ak__tile_Left, bk__tile_Right)
                acc__phi_v5: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(acc__tile_1)
            else:
                ak__tile_Left_1: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(ak__tile, target_memory=pl.Mem.Left)
                bk__tile_Right_1: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(bk__tile, target_memory=pl.Mem.Right)
                acc__tile_2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_acc(acc__iter_v1, ak__tile_Left_1, bk__tile_Right_1)
                acc__phi_v5: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(acc__tile_2)
            acc__rv_v2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(acc__phi_v5)
        c__tile: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(acc__rv_v2, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[32, 256], pl.BF16], b__ssa_v0: pl.Tensor[[256, 64], pl.BF16], c__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        c__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        return c__ssa_v1
