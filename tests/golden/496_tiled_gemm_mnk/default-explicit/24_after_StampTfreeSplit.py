# pypto.program: TiledGemmMNK
import pypto.language as pl

@pl.program
class TiledGemmMNK:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[128, 256], pl.FP16], mi__idx_v0: pl.Scalar[pl.INDEX], b__ssa_v0: pl.Tensor[[256, 128], pl.FP16], ni__idx_v0: pl.Scalar[pl.INDEX], c__iter_v3: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        a0__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [mi__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        b0__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, ni__idx_v0 * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        a0__tile_Left: pl.Tile[[64, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a0__tile, target_memory=pl.Mem.Left)
        b0__tile_Right: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b0__tile, target_memory=pl.Mem.Right)
        acc__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a0__tile_Left, b0__tile_Right)
        for ki__idx_v0, (acc__iter_v1,) in pl.range(1, 4, init_values=(acc__tile,)):
            ak__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [mi__idx_v0 * 64, ki__idx_v0 * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            bk__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [ki__idx_v0 * 64, ni__idx_v0 * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            ak__tile_Left: pl.Tile[[64, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(ak__tile, target_memory=pl.Mem.Left)
            bk__tile_Right: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(bk__tile, target_memory=pl.Mem.Right)
            acc__tile_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_acc(acc__iter_v1, ak__tile_Left, bk__tile_Right)
            acc__rv_v2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(acc__tile_1)
        c__tile: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(acc__rv_v2, [mi__idx_v0 * 64, ni__idx_v0 * 64], c__iter_v3)
        return c__iter_v3
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[128, 256], pl.FP16], b__ssa_v0: pl.Tensor[[256, 128], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for mi__idx_v0, (c__iter_v1,) in pl.parallel(2, init_values=(c__ssa_v0,)):
            for ni__idx_v0, (c__iter_v3,) in pl.parallel(2, init_values=(c__iter_v1,)):
                c__ssa_v5: pl.Tensor[[128, 128], pl.FP32] = self.main_incore_0(a__ssa_v0, mi__idx_v0, b__ssa_v0, ni__idx_v0, c__iter_v3)
                c__rv_v4: pl.Tensor[[128, 128], pl.FP32] = pl.yield_(c__ssa_v5)
            c__rv_v2: pl.Tensor[[128, 128], pl.FP32] = pl.yield_(c__rv_v4)
        return c__rv_v2
