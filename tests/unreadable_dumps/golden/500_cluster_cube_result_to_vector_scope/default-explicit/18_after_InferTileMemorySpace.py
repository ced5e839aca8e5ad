# pypto.program: ClusterMixedInnerCreate
import pypto.language as pl

@pl.program
class ClusterMixedInnerCreate:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], b__ssa_v0: pl.Tensor[[16, 16], pl.FP16], mid__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        b__ssa_v0_mat: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        a__ssa_v0_mat_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a__ssa_v0_mat, target_memory=pl.Mem.Left)
        b__ssa_v0_mat_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b__ssa_v0_mat, target_memory=pl.Mem.Right)
        p__tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a__ssa_v0_mat_Left, b__ssa_v0_mat_Right)
        mid__tile: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(p__tile, [0, 0], mid__ssa_v0)
        return mid__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_1(mid__ssa_v1: pl.Tensor[[16, 16], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mid__tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(mid__ssa_v1, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        r__tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(mid__tile)
        y__tile: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_cluster_0(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], b__ssa_v0: pl.Tensor[[16, 16], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mid__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        mid__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, mid__ssa_v0)
        y__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = self.main_incore_1(mid__ssa_v1, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], b__ssa_v0: pl.Tensor[[16, 16], pl.FP16], y__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        y__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = self.main_cluster_0(a__ssa_v0, b__ssa_v0, y__ssa_v0)
        return y__ssa_v1
