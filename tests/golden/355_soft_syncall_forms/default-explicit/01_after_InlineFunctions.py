# pypto.program: SoftSyncall
import pypto.language as pl

@pl.program
class SoftSyncall:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def cube_barrier(a: pl.Tensor[[16, 16], pl.FP16], ws: pl.Tensor[[32], pl.INT32], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        a_l1: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        pl.system.syncall(mode="soft", core_type="aic_only", gm_workspace=ws, used_cores=2, scratch=pl.tile.create([1, 8], dtype=pl.INT32, target_memory=pl.Mem.Mat, flat_layout=True))
        res: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(a_l1, [0, 0], out)
        return res
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mixed_barrier(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], ws: pl.Tensor[[128], pl.INT32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a_l1: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        b_l1: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        a_l0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a_l1, target_memory=pl.Mem.Left)
        b_l0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b_l1, target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a_l0, b_l0)
        pl.system.syncall(mode="soft", core_type="mix", gm_workspace=ws, used_cores=3, scratch=pl.tile.create([1, 24], dtype=pl.INT32, target_memory=pl.Mem.Vec), scratch_l1=pl.tile.create([1, 8], dtype=pl.INT32, target_memory=pl.Mem.Mat, flat_layout=True))
        res: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return res
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def vec_barrier(a: pl.Tensor[[32, 64], pl.FP32], ws: pl.Tensor[[64], pl.INT32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        doubled: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t, t)
        pl.system.syncall(mode="soft", core_type="aiv_only", gm_workspace=ws, used_cores=8, scratch=pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec))
        res: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(doubled, [0, 0], out)
        return res
