# pypto.program: PipelineSkewVectorProducer
import pypto.language as pl

@pl.program
class PipelineSkewVectorProducer:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def rows_aic(a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], scale__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        rows_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='rows_v2c_slot_buffer', size=16384, base=-1)
        rows_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='rows_c2v_slot_buffer', peer_func='rows_aiv')
        pl.system.aic_initialize_pipe(rows_c2v_slot_buffer_import, rows_v2c_slot_buffer, dir_mask=3, slot_size=4096)
        w_mat__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        w_r__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat__ssa_v0, target_memory=pl.Mem.Right)
        for r__idx_v0 in pl.pipeline(0, 64, 16, stage=2):
            a_l__ssa_v0_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
            a_l__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(a_l__ssa_v0_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            pl.system.tfree_to_aiv(a_l__ssa_v0_mat, split=0)
            acc__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l__ssa_v0, w_r__ssa_v0)
            pl.tile.tpush_to_aiv(acc__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def rows_aiv(a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], scale__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        rows_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='rows_v2c_slot_buffer', peer_func='rows_aic')
        rows_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='rows_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(rows_c2v_slot_buffer, rows_v2c_slot_buffer_import, dir_mask=3, slot_size=4096)
        if subblock_idx == 0:
            for r__idx_v0, (out__iter_v1,) in pl.pipeline(0, 64, 16, stage=2, init_values=(out__ssa_v0,)):
                a_blk__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [r__idx_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
                pl.tile.tpush_to_aic(a_blk__ssa_v0, split=0)
                acc_v__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
                y__rm_a0_tmp_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc_v__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                pl.system.tfree_to_aic(acc_v__ssa_v0, split=0)
                y__row_major_tmp_v1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(y__rm_a0_tmp_v0, scale__ssa_v0)
                y__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                out__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(y__ssa_v0, [r__idx_v0, 0], out__iter_v1)
                out__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(out__ssa_v3)
            return out__ssa_v0
        else:
            for r__idx_v0_1, (out__iter_v1_1,) in pl.pipeline(0, 64, 16, stage=2, init_values=(out__ssa_v0,)):
                a_blk__ssa_v0_1: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
                pl.tile.tpush_to_aic(a_blk__ssa_v0_1, split=0)
                acc_v__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
                y__rm_a0_tmp_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.move(acc_v__ssa_v0_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                pl.system.tfree_to_aic(acc_v__ssa_v0_1, split=0)
                y__row_major_tmp_v1_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(y__rm_a0_tmp_v0_1, scale__ssa_v0)
                y__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                out__ssa_v3_1: pl.Tensor[[64, 64], pl.FP32] = out__iter_v1_1
                out__rv_v2_1: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(out__iter_v1_1)
            return out__rv_v2_1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def rows(a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], scale__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        self.rows_aic(a__ssa_v0, w__ssa_v0, scale__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.rows_aiv(a__ssa_v0, w__ssa_v0, scale__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.rows(a__ssa_v0, w__ssa_v0, 0.5, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
