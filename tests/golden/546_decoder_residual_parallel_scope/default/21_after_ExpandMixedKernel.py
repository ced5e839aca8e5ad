# pypto.program: DecoderResidualParallelScope
import pypto.language as pl

@pl.program
class DecoderResidualParallelScope:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0_aic(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], rb__idx_v0: pl.Scalar[pl.INDEX], w__ssa_v0: pl.Tensor[[128, 128], pl.FP16], y__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32]]):
        main_incore_0_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_incore_0_v2c_slot_buffer', size=32768, base=-1)
        main_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='main_incore_0_c2v_slot_buffer', peer_func='main_incore_0_aiv')
        pl.system.aic_initialize_pipe(main_incore_0_c2v_slot_buffer_import, main_incore_0_v2c_slot_buffer, dir_mask=3, slot_size=8192)
        w0__tile: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        x0__tile_Left_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        x0__tile_Left: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x0__tile_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(x0__tile_Left_mat)
        w0__tile_Right: pl.Tile[[64, 128], pl.FP16, pl.Mem.Right] = pl.tile.move(w0__tile, target_memory=pl.Mem.Right)
        acc0__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x0__tile_Left, w0__tile_Right)
        w1__tile: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [64, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        x1__tile_Left_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        x1__tile_Left: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x1__tile_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(x1__tile_Left_mat)
        w1__tile_Right: pl.Tile[[64, 128], pl.FP16, pl.Mem.Right] = pl.tile.move(w1__tile, target_memory=pl.Mem.Right)
        acc1__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc0__tile, x1__tile_Left, w1__tile_Right)
        pl.tile.tpush_to_aiv(acc1__tile, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def main_incore_0_aiv(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], rb__idx_v0: pl.Scalar[pl.INDEX], w__ssa_v0: pl.Tensor[[128, 128], pl.FP16], y__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        main_incore_0_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='main_incore_0_v2c_slot_buffer', peer_func='main_incore_0_aic')
        main_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_incore_0_c2v_slot_buffer', size=32768, base=-1)
        pl.system.aiv_initialize_pipe(main_incore_0_c2v_slot_buffer, main_incore_0_v2c_slot_buffer_import, dir_mask=3, slot_size=8192)
        xb__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [rb__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        sq__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(xb__tile, xb__tile)
        tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        ss__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__tile, tmp_tile)
        ms__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(ss__tile, [1, 16])
        ms__row_major_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ms__rm_a0_tmp_v0, 0.0078125)
        ms__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(ms__row_major_tmp_v1, [16, 1])
        ms2__rm_a0_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(ms__tile, [1, 16])
        ms2__row_major_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(ms2__rm_a0_tmp_v2, 9.9999999999999995e-07)
        ms2__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(ms2__row_major_tmp_v3, [16, 1])
        inv__rm_a0_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(ms2__tile, [1, 16])
        inv__row_major_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(inv__rm_a0_tmp_v4)
        inv__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(inv__row_major_tmp_v5, [16, 1])
        xn__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(xb__tile, inv__tile)
        xh__tile: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec] = pl.tile.cast(xn__tile, target_type=pl.FP16, mode='round')
        x0__tile: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.slice(xh__tile, [16, 64], [0, 0])
        pl.tile.tpush_to_aic(x0__tile, split=0)
        x1__tile: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.slice(xh__tile, [16, 64], [0, 64])
        pl.tile.tpush_to_aic(x1__tile, split=0)
        acc1__tile_Vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        res__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc1__tile_Vec, xb__tile)
        pl.system.tfree_to_aic(acc1__tile_Vec)
        y__tile: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(res__tile, [rb__idx_v0 * 16, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], rb__idx_v0: pl.Scalar[pl.INDEX], w__ssa_v0: pl.Tensor[[128, 128], pl.FP16], y__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        self.main_incore_0_aic(x__ssa_v0, rb__idx_v0, w__ssa_v0, y__iter_v1)
        self.main_incore_0_aiv(x__ssa_v0, rb__idx_v0, w__ssa_v0, y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], w__ssa_v0: pl.Tensor[[128, 128], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for rb__idx_v0, (y__iter_v1,) in pl.parallel(4, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, rb__idx_v0, w__ssa_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
