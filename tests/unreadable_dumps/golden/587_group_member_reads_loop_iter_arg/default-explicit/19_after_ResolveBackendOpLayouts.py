# pypto.program: GroupMemberReadsLoopIterArg
import pypto.language as pl

@pl.program
class GroupMemberReadsLoopIterArg:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def cube(a__ssa_v0: pl.Tensor[[128, 32], pl.FP16], b__ssa_v0: pl.Tensor[[32, 128], pl.FP16], r__ssa_v0: pl.Scalar[pl.INDEX], c__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a1__ssa_v0: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [r__ssa_v0 * 32, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        b1__ssa_v0: pl.Tile[[32, 128], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
        a0__ssa_v0: pl.Tile[[32, 32], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a1__ssa_v0, target_memory=pl.Mem.Left)
        b0__ssa_v0: pl.Tile[[32, 128], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b1__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a0__ssa_v0, b0__ssa_v0)
        cd__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return cd__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def vec(c__ssa_v0: pl.Tensor[[32, 128], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(c__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        v1__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sqrt(t__ssa_v0)
        v2__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sub(v1__ssa_v0, t__ssa_v0)
        od__ssa_v0: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(v2__ssa_v0, [r__ssa_v0 * 32, 0], out__ssa_v0)
        return od__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main(a__ssa_v0: pl.Tensor[[128, 32], pl.FP16], b__ssa_v0: pl.Tensor[[32, 128], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for r__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            mid__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            mid__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.cube(a__ssa_v0, b__ssa_v0, r__idx_v0, mid__ssa_v0)
            out__ssa_v3: pl.Tensor[[128, 128], pl.FP32] = self.vec(mid__ssa_v1, r__idx_v0, out__iter_v1)
            out__rv_v2: pl.Tensor[[128, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
