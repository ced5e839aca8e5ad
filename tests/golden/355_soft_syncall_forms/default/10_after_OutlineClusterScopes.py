# pypto.program: SoftSyncall
import pypto.language as pl

@pl.program
class SoftSyncall:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def cube_barrier(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], ws__ssa_v0: pl.Tensor[[32], pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        a_l1__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        t__tmp_v0: pl.Tile[[1, 8], pl.INT32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.create([1, 8], dtype=pl.INT32, target_memory=pl.Mem.Mat, flat_layout=True)
        pl.system.syncall(mode="soft", core_type="aic_only", gm_workspace=ws__ssa_v0, used_cores=2, scratch=t__tmp_v0)
        res__ssa_v0: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(a_l1__ssa_v0, [0, 0], out__ssa_v0)
        return res__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mixed_barrier(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], b__ssa_v0: pl.Tensor[[16, 16], pl.FP16], ws__ssa_v0: pl.Tensor[[128], pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a_l1__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        b_l1__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        a_l0__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(a_l1__ssa_v0, target_memory=pl.Mem.Left)
        b_l0__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(b_l1__ssa_v0, target_memory=pl.Mem.Right)
        c__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l0__ssa_v0, b_l0__ssa_v0)
        t__tmp_v0: pl.Tile[[1, 24], pl.INT32, pl.Mem.Vec] = pl.tile.create([1, 24], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        t__tmp_v1: pl.Tile[[1, 8], pl.INT32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.create([1, 8], dtype=pl.INT32, target_memory=pl.Mem.Mat, flat_layout=True)
        pl.system.syncall(mode="soft", core_type="mix", gm_workspace=ws__ssa_v0, used_cores=3, scratch=t__tmp_v0, scratch_l1=t__tmp_v1)
        res__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return res__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def vec_barrier(a__ssa_v0: pl.Tensor[[32, 64], pl.FP32], ws__ssa_v0: pl.Tensor[[64], pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        doubled__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t__ssa_v0, t__ssa_v0)
        t__tmp_v0: pl.Tile[[1, 64], pl.INT32, pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        pl.system.syncall(mode="soft", core_type="aiv_only", gm_workspace=ws__ssa_v0, used_cores=8, scratch=t__tmp_v0)
        res__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(doubled__ssa_v0, [0, 0], out__ssa_v0)
        return res__ssa_v0
