# pypto.program: MultiHeadAttention
import pypto.language as pl

@pl.program
class MultiHeadAttention:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0_aic(q__ssa_v0: pl.Tensor[[16, 128], pl.BF16], h__idx_v0: pl.Scalar[pl.INDEX], k__ssa_v0: pl.Tensor[[64, 128], pl.BF16], v__ssa_v0: pl.Tensor[[64, 128], pl.BF16], o__iter_v1: pl.Out[pl.Tensor[[16, 128], pl.FP32]]):
        main_incore_0_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_incore_0_v2c_slot_buffer', size=16384, base=-1)
        main_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='main_incore_0_c2v_slot_buffer', peer_func='main_incore_0_aiv')
        pl.system.aic_initialize_pipe(main_incore_0_c2v_slot_buffer_import, main_incore_0_v2c_slot_buffer, dir_mask=3, slot_size=4096)
        qh__tile: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(q__ssa_v0, [0, h__idx_v0 * 64], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        kh__tile: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(k__ssa_v0, [0, h__idx_v0 * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        vh__tile: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(v__ssa_v0, [0, h__idx_v0 * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        kh__tile_t: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(kh__tile)
        qh__tile_Left: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(qh__tile, target_memory=pl.Mem.Left)
        kh__tile_t_Right: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(kh__tile_t, target_memory=pl.Mem.Right)
        s__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(qh__tile_Left, kh__tile_t_Right)
        pl.tile.tpush_to_aiv(s__tile, split=0)
        pb__tile_Left_mat: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        pb__tile_Left: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(pb__tile_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(pb__tile_Left_mat)
        vh__tile_Right: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(vh__tile, target_memory=pl.Mem.Right)
        ov__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(pb__tile_Left, vh__tile_Right)
        o__tile: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(ov__tile, [0, h__idx_v0 * 64], o__iter_v1)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def main_incore_0_aiv(q__ssa_v0: pl.Tensor[[16, 128], pl.BF16], h__idx_v0: pl.Scalar[pl.INDEX], k__ssa_v0: pl.Tensor[[64, 128], pl.BF16], v__ssa_v0: pl.Tensor[[64, 128], pl.BF16], o__iter_v1: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        main_incore_0_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='main_incore_0_v2c_slot_buffer', peer_func='main_incore_0_aic')
        main_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(main_incore_0_c2v_slot_buffer, main_incore_0_v2c_slot_buffer_import, dir_mask=3, slot_size=4096)
        tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        s__tile_Vec: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        m__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(s__tile_Vec, tmp_tile)
        c__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(s__tile_Vec, m__tile)
        pl.system.tfree_to_aic(s__tile_Vec)
        e__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c__tile)
        tmp_tile_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        l__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__tile, tmp_tile_1)
        p__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__tile, l__tile)
        pb__tile: pl.Tile[[16, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(p__tile, target_type=pl.BF16, mode='round')
        pl.tile.tpush_to_aic(pb__tile, split=0)
        return o__iter_v1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_incore_0(q__ssa_v0: pl.Tensor[[16, 128], pl.BF16], h__idx_v0: pl.Scalar[pl.INDEX], k__ssa_v0: pl.Tensor[[64, 128], pl.BF16], v__ssa_v0: pl.Tensor[[64, 128], pl.BF16], o__iter_v1: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        self.main_incore_0_aic(q__ssa_v0, h__idx_v0, k__ssa_v0, v__ssa_v0, o__iter_v1)
        self.main_incore_0_aiv(q__ssa_v0, h__idx_v0, k__ssa_v0, v__ssa_v0, o__iter_v1)
        return o__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, q__ssa_v0: pl.Tensor[[16, 128], pl.BF16], k__ssa_v0: pl.Tensor[[64, 128], pl.BF16], v__ssa_v0: pl.Tensor[[64, 128], pl.BF16], o__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        for h__idx_v0, (o__iter_v1,) in pl.range(2, init_values=(o__ssa_v0,)):
            o__ssa_v3: pl.Tensor[[16, 128], pl.FP32] = self.main_incore_0(q__ssa_v0, h__idx_v0, k__ssa_v0, v__ssa_v0, o__iter_v1)
            o__rv_v2: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(o__ssa_v3)
        return o__rv_v2
