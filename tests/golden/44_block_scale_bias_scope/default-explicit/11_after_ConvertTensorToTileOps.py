# pypto.program: BlockScaleBias
import pypto.language as pl

@pl.program
class BlockScaleBias:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(src__ssa_v0: pl.Tensor[[64, 256], pl.FP32], blk__idx_v0: pl.Scalar[pl.INDEX], bias__ssa_v0: pl.Tensor[[16, 256], pl.FP32], dst__iter_v1: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        bias__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(bias__ssa_v0, [0, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        part__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src__ssa_v0, [blk__idx_v0 * 16, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        half__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(part__tile, 0.5)
        moved__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(half__tile, bias__tile)
        dst__tile: pl.Tensor[[64, 256], pl.FP32] = pl.tile.store(moved__tile, [blk__idx_v0 * 16, 0], dst__iter_v1)
        return dst__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, src__ssa_v0: pl.Tensor[[64, 256], pl.FP32], bias__ssa_v0: pl.Tensor[[16, 256], pl.FP32], dst__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for blk__idx_v0, (dst__iter_v1,) in pl.range(4, init_values=(dst__ssa_v0,)):
            dst__ssa_v3: pl.Tensor[[64, 256], pl.FP32] = self.main_incore_0(src__ssa_v0, blk__idx_v0, bias__ssa_v0, dst__iter_v1)
            dst__rv_v2: pl.Tensor[[64, 256], pl.FP32] = pl.yield_(dst__ssa_v3)
        return dst__rv_v2
