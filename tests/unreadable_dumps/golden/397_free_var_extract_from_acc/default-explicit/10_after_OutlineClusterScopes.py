# pypto.program: AccExtractVecMin
import pypto.language as pl

@pl.program
class AccExtractVecMin:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[16, 32], pl.FP16], b__ssa_v0: pl.Tensor[[32, 32], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        am__ssa_v0: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        t__tmp_v0: pl.Tile[[16, 32], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(am__ssa_v0, target_memory=pl.Mem.Left)
        t__tmp_v1: pl.Tile[[32, 32], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(bm__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(t__tmp_v0, t__tmp_v1)
        part__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.extract(acc__ssa_v0, 0, 16, [16, 16], target_memory=pl.Mem.Vec)
        y__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(part__ssa_v0, [0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[16, 32], pl.FP16], b__ssa_v0: pl.Tensor[[32, 32], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        y__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = self.k(a__ssa_v0, b__ssa_v0, y__ssa_v0)
        return y__ssa_v1
