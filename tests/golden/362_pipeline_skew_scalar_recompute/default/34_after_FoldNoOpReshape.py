# pypto.program: PipelineSkewScalarRecompute
import pypto.language as pl

@pl.program
class PipelineSkewScalarRecompute:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def rows_aic(a__ssa_v0: pl.Tensor[[96, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 12288)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], scale__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 24576)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_right_5: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        rows_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='rows_v2c_slot_buffer', size=16384, base=0)
        rows_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='rows_c2v_slot_buffer', peer_func='rows_aiv')
        pl.system.aic_initialize_pipe(rows_c2v_slot_buffer_import, rows_v2c_slot_buffer, dir_mask=3, slot_size=4096)
        w_mat__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(16384, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        w_r__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_5, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(w_mat__ssa_v0, target_memory=pl.Mem.Right)
        for r__idx_v0 in pl.range(0, 96, 16):
            a_l__ssa_v0_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
            a_l__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(a_l__ssa_v0_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            pl.system.tfree_to_aiv(a_l__ssa_v0_mat, split=0)
            acc__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(a_l__ssa_v0, w_r__ssa_v0)
            pl.tile.tpush_to_aiv(acc__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def rows_aiv(a__ssa_v0: pl.Tensor[[96, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 12288)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], scale__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 24576)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[96, 64], pl.FP32]:
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_18: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        rows_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='rows_v2c_slot_buffer', peer_func='rows_aic')
        rows_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='rows_c2v_slot_buffer', size=16384, base=0)
        pl.system.aiv_initialize_pipe(rows_c2v_slot_buffer, rows_v2c_slot_buffer_import, dir_mask=3, slot_size=4096)
        if subblock_idx == 0:
            blk__ssa_v0: pl.Scalar[pl.INDEX] = pl.const(0, pl.INDEX) // pl.const(16, pl.INDEX)
            row__ssa_v0: pl.Scalar[pl.INDEX] = blk__ssa_v0 * 16
            a_blk__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [row__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(a_blk__ssa_v0, split=0)
            blk__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.const(16, pl.INDEX) // pl.const(16, pl.INDEX)
            row__ssa_v0_1: pl.Scalar[pl.INDEX] = blk__ssa_v0_1 * 16
            a_blk__ssa_v0_1: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_13, pl.const(24576, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [row__ssa_v0_1, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(a_blk__ssa_v0_1, split=0)
            blk__ssa_v0_2: pl.Scalar[pl.INDEX] = pl.const(32, pl.INDEX) // pl.const(16, pl.INDEX)
            row__ssa_v0_2: pl.Scalar[pl.INDEX] = blk__ssa_v0_2 * 16
            a_blk__ssa_v0_2: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [row__ssa_v0_2, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(a_blk__ssa_v0_2, split=0)
            for r__idx_v0, (out__iter_v1,) in pl.range(48, 96, 48, init_values=(out__ssa_v0,)):
                blk__ssa_v0_3: pl.Scalar[pl.INDEX] = r__idx_v0 // 16
                row__ssa_v0_3: pl.Scalar[pl.INDEX] = blk__ssa_v0_3 * 16
                a_blk__ssa_v0_3: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [row__ssa_v0_3, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
                pl.tile.tpush_to_aic(a_blk__ssa_v0_3, split=0)
                blk__ssa_v0_4: pl.Scalar[pl.INDEX] = (r__idx_v0 + 16) // 16
                row__ssa_v0_4: pl.Scalar[pl.INDEX] = blk__ssa_v0_4 * 16
                a_blk__ssa_v0_4: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_13, pl.const(24576, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [row__ssa_v0_4, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
                pl.tile.tpush_to_aic(a_blk__ssa_v0_4, split=0)
                blk__ssa_v0_5: pl.Scalar[pl.INDEX] = (r__idx_v0 + 32) // 16
                row__ssa_v0_5: pl.Scalar[pl.INDEX] = blk__ssa_v0_5 * 16
                a_blk__ssa_v0_5: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [row__ssa_v0_5, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
                pl.tile.tpush_to_aic(a_blk__ssa_v0_5, split=0)
                blk__ssa_v0_6: pl.Scalar[pl.INDEX] = (r__idx_v0 - 48) // 16
                row__ssa_v0_6: pl.Scalar[pl.INDEX] = blk__ssa_v0_6 * 16
                acc_v__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
                y__rm_a0_tmp_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.move(acc_v__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                pl.system.tfree_to_aic(acc_v__ssa_v0, split=0)
                y__row_major_tmp_v1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(y__rm_a0_tmp_v0, scale__ssa_v0)
                y__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(20480, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                out__ssa_v3: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 24576)] = pl.tile.store(y__ssa_v0, [row__ssa_v0_6, 0], out__iter_v1)
                blk__ssa_v0_7: pl.Scalar[pl.INDEX] = (r__idx_v0 - 32) // 16
                row__ssa_v0_7: pl.Scalar[pl.INDEX] = blk__ssa_v0_7 * 16
                acc_v__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
                y__rm_a0_tmp_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(24576, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.move(acc_v__ssa_v0_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                pl.system.tfree_to_aic(acc_v__ssa_v0_1, split=0)
                y__row_major_tmp_v1_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(24576, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(y__rm_a0_tmp_v0_1, scale__ssa_v0)
                y__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(28672, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                out__ssa_v3_1: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 24576)] = pl.tile.store(y__ssa_v0_1, [row__ssa_v0_7, 0], out__ssa_v3)
                blk__ssa_v0_8: pl.Scalar[pl.INDEX] = (r__idx_v0 - 16) // 16
                row__ssa_v0_8: pl.Scalar[pl.INDEX] = blk__ssa_v0_8 * 16
                acc_v__ssa_v0_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
                y__rm_a0_tmp_v0_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.move(acc_v__ssa_v0_2, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                pl.system.tfree_to_aic(acc_v__ssa_v0_2, split=0)
                y__row_major_tmp_v1_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(y__rm_a0_tmp_v0_2, scale__ssa_v0)
                y__ssa_v0_2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(36864, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1_2, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                out__ssa_v3_2: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 24576)] = pl.tile.store(y__ssa_v0_2, [row__ssa_v0_8, 0], out__ssa_v3_1)
                out__rv_v2_swp: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 24576)] = pl.yield_(out__ssa_v3_2)
            blk__ssa_v0_9: pl.Scalar[pl.INDEX] = pl.const(48, pl.INDEX) // pl.const(16, pl.INDEX)
            row__ssa_v0_9: pl.Scalar[pl.INDEX] = blk__ssa_v0_9 * 16
            acc_v__ssa_v0_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            y__rm_a0_tmp_v0_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.move(acc_v__ssa_v0_3, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            pl.system.tfree_to_aic(acc_v__ssa_v0_3, split=0)
            y__row_major_tmp_v1_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(y__rm_a0_tmp_v0_3, scale__ssa_v0)
            y__ssa_v0_3: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(20480, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1_3, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            out__ssa_v3_3: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 24576)] = pl.tile.store(y__ssa_v0_3, [row__ssa_v0_9, 0], out__rv_v2_swp)
            blk__ssa_v0_10: pl.Scalar[pl.INDEX] = pl.const(64, pl.INDEX) // pl.const(16, pl.INDEX)
            row__ssa_v0_10: pl.Scalar[pl.INDEX] = blk__ssa_v0_10 * 16
            acc_v__ssa_v0_4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            y__rm_a0_tmp_v0_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(24576, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.move(acc_v__ssa_v0_4, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            pl.system.tfree_to_aic(acc_v__ssa_v0_4, split=0)
            y__row_major_tmp_v1_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(24576, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(y__rm_a0_tmp_v0_4, scale__ssa_v0)
            y__ssa_v0_4: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(28672, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1_4, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            out__ssa_v3_4: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 24576)] = pl.tile.store(y__ssa_v0_4, [row__ssa_v0_10, 0], out__ssa_v3_3)
            blk__ssa_v0_11: pl.Scalar[pl.INDEX] = pl.const(80, pl.INDEX) // pl.const(16, pl.INDEX)
            row__ssa_v0_11: pl.Scalar[pl.INDEX] = blk__ssa_v0_11 * 16
            acc_v__ssa_v0_5: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            y__rm_a0_tmp_v0_5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.move(acc_v__ssa_v0_5, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            pl.system.tfree_to_aic(acc_v__ssa_v0_5, split=0)
            y__row_major_tmp_v1_5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.muls(y__rm_a0_tmp_v0_5, scale__ssa_v0)
            y__ssa_v0_5: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(36864, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1_5, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            out__ssa_v3_5: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_19", pl.const(0, pl.INT64), 24576)] = pl.tile.store(y__ssa_v0_5, [row__ssa_v0_11, 0], out__ssa_v3_4)
            out__rv_v2: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_29", pl.const(0, pl.INT64), 24576)] = out__ssa_v3_5
            return out__ssa_v0
        else:
            a_blk__ssa_v0_6: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(a_blk__ssa_v0_6, split=0)
            a_blk__ssa_v0_7: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_13, pl.const(24576, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(a_blk__ssa_v0_7, split=0)
            a_blk__ssa_v0_8: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aic(a_blk__ssa_v0_8, split=0)
            for r__idx_v0_1, (out__iter_v1_1,) in pl.range(48, 96, 48, init_values=(out__ssa_v0,)):
                a_blk__ssa_v0_9: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
                pl.tile.tpush_to_aic(a_blk__ssa_v0_9, split=0)
                a_blk__ssa_v0_10: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_13, pl.const(24576, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
                pl.tile.tpush_to_aic(a_blk__ssa_v0_10, split=0)
                a_blk__ssa_v0_11: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
                pl.tile.tpush_to_aic(a_blk__ssa_v0_11, split=0)
                blk__ssa_v0_12: pl.Scalar[pl.INDEX] = (r__idx_v0_1 - 48) // 16
                row__ssa_v0_12: pl.Scalar[pl.INDEX] = blk__ssa_v0_12 * 16
                acc_v__ssa_v0_6: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
                y__rm_a0_tmp_v0_6: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.move(acc_v__ssa_v0_6, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                pl.system.tfree_to_aic(acc_v__ssa_v0_6, split=0)
                y__row_major_tmp_v1_6: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(y__rm_a0_tmp_v0_6, scale__ssa_v0)
                y__ssa_v0_6: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(20480, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1_6, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                out__ssa_v3_6: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_39", pl.const(0, pl.INT64), 24576)] = out__iter_v1_1
                blk__ssa_v0_13: pl.Scalar[pl.INDEX] = (r__idx_v0_1 - 32) // 16
                row__ssa_v0_13: pl.Scalar[pl.INDEX] = blk__ssa_v0_13 * 16
                acc_v__ssa_v0_7: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
                y__rm_a0_tmp_v0_7: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(24576, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.move(acc_v__ssa_v0_7, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                pl.system.tfree_to_aic(acc_v__ssa_v0_7, split=0)
                y__row_major_tmp_v1_7: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(24576, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(y__rm_a0_tmp_v0_7, scale__ssa_v0)
                y__ssa_v0_7: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(28672, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1_7, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                out__ssa_v3_7: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_43", pl.const(0, pl.INT64), 24576)] = out__iter_v1_1
                blk__ssa_v0_14: pl.Scalar[pl.INDEX] = (r__idx_v0_1 - 16) // 16
                row__ssa_v0_14: pl.Scalar[pl.INDEX] = blk__ssa_v0_14 * 16
                acc_v__ssa_v0_8: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
                y__rm_a0_tmp_v0_8: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.move(acc_v__ssa_v0_8, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                pl.system.tfree_to_aic(acc_v__ssa_v0_8, split=0)
                y__row_major_tmp_v1_8: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(y__rm_a0_tmp_v0_8, scale__ssa_v0)
                y__ssa_v0_8: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(36864, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1_8, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                out__ssa_v3_8: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_47", pl.const(0, pl.INT64), 24576)] = out__iter_v1_1
                out__rv_v2_swp_1: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_48", pl.const(0, pl.INT64), 24576)] = pl.yield_(out__iter_v1_1)
            blk__ssa_v0_15: pl.Scalar[pl.INDEX] = pl.const(48, pl.INDEX) // pl.const(16, pl.INDEX)
            row__ssa_v0_15: pl.Scalar[pl.INDEX] = blk__ssa_v0_15 * 16
            acc_v__ssa_v0_9: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            y__rm_a0_tmp_v0_9: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.move(acc_v__ssa_v0_9, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            pl.system.tfree_to_aic(acc_v__ssa_v0_9, split=0)
            y__row_major_tmp_v1_9: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(16384, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(y__rm_a0_tmp_v0_9, scale__ssa_v0)
            y__ssa_v0_9: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(20480, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1_9, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            out__ssa_v3_9: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_52", pl.const(0, pl.INT64), 24576)] = out__rv_v2_swp_1
            blk__ssa_v0_16: pl.Scalar[pl.INDEX] = pl.const(64, pl.INDEX) // pl.const(16, pl.INDEX)
            row__ssa_v0_16: pl.Scalar[pl.INDEX] = blk__ssa_v0_16 * 16
            acc_v__ssa_v0_10: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            y__rm_a0_tmp_v0_10: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(24576, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.move(acc_v__ssa_v0_10, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            pl.system.tfree_to_aic(acc_v__ssa_v0_10, split=0)
            y__row_major_tmp_v1_10: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(24576, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(y__rm_a0_tmp_v0_10, scale__ssa_v0)
            y__ssa_v0_10: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(28672, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1_10, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            out__ssa_v3_10: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_56", pl.const(0, pl.INT64), 24576)] = out__rv_v2_swp_1
            blk__ssa_v0_17: pl.Scalar[pl.INDEX] = pl.const(80, pl.INDEX) // pl.const(16, pl.INDEX)
            row__ssa_v0_17: pl.Scalar[pl.INDEX] = blk__ssa_v0_17 * 16
            acc_v__ssa_v0_11: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            y__rm_a0_tmp_v0_11: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.move(acc_v__ssa_v0_11, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            pl.system.tfree_to_aic(acc_v__ssa_v0_11, split=0)
            y__row_major_tmp_v1_11: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(y__rm_a0_tmp_v0_11, scale__ssa_v0)
            y__ssa_v0_11: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_18, pl.const(36864, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(y__row_major_tmp_v1_11, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            out__ssa_v3_11: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_60", pl.const(0, pl.INT64), 24576)] = out__rv_v2_swp_1
            out__rv_v2_1: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_61", pl.const(0, pl.INT64), 24576)] = out__rv_v2_swp_1
            return out__rv_v2_1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def rows(a__ssa_v0: pl.Tensor[[96, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 12288)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], scale__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 24576)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[96, 64], pl.FP32]:
        self.rows_aic(a__ssa_v0, w__ssa_v0, scale__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.rows_aiv(a__ssa_v0, w__ssa_v0, scale__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[96, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 12288)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 24576)]]) -> pl.Tensor[[96, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[96, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 24576)] = self.rows(a__ssa_v0, w__ssa_v0, 0.5, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
