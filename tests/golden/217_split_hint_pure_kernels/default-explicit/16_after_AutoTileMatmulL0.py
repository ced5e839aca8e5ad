# pypto.program: SplitHintPureKernels
import pypto.language as pl

@pl.program
class SplitHintPureKernels:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"split": pl.SplitMode.UP_DOWN})
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        x__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        e__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(x__tile)
        s__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(e__tile, x__tile)
        y__tile: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(s__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"split": pl.SplitMode.LEFT_RIGHT})
    def main_incore_1(a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 128], pl.FP16], z__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]):
        a__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        p__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        z__tile: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(p__tile, [0, 0], z__ssa_v0)
        return
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 128], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]], z__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        self.main_incore_1(a__ssa_v0, b__ssa_v0, z__ssa_v0)
        return y__ssa_v1
