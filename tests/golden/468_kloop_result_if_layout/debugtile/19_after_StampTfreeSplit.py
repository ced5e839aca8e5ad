# pypto.program: KloopResultIfLayout
import pypto.language as pl

@pl.program
class KloopResultIfLayout:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def ffn_aic(a__ssa_v0: pl.Tensor[[64, 96], pl.BF16], b__ssa_v0: pl.Tensor[[96, 32], pl.BF16], w2__ssa_v0: pl.Tensor[[32, 32], pl.BF16], gate__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 32], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        ffn_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='ffn_v2c_slot_buffer', size=32768, base=-1)
        ffn_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='ffn_c2v_slot_buffer', peer_func='ffn_aiv')
        pl.system.aic_initialize_pipe(ffn_c2v_slot_buffer_import, ffn_v2c_slot_buffer, dir_mask=3, slot_size=8192)
        a_m__ssa_v0: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        b_m__ssa_v0: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        t__tmp_v0: pl.Tile[[64, 32], pl.BF16, pl.Mem.Left] = pl.tile.move(a_m__ssa_v0, target_memory=pl.Mem.Left)
        t__tmp_v1: pl.Tile[[32, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(b_m__ssa_v0, target_memory=pl.Mem.Right)
        acc0__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t__tmp_v0, t__tmp_v1)
        for k__idx_v0, (acc,) in pl.range(1, 3, init_values=(acc0__ssa_v0,)):
            ak__ssa_v0: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, k__idx_v0 * 32], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
            bk__ssa_v0: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [k__idx_v0 * 32, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
            t__tmp_v2: pl.Tile[[64, 32], pl.BF16, pl.Mem.Left] = pl.tile.move(ak__ssa_v0, target_memory=pl.Mem.Left)
            t__tmp_v3: pl.Tile[[32, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(bk__ssa_v0, target_memory=pl.Mem.Right)
            nxt__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, t__tmp_v2, t__tmp_v3)
            acc_out: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(nxt__ssa_v0)
        pl.tile.tpush_to_aiv(acc_out, split=0)
        low_m__ssa_v0: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        w_m__ssa_v0: pl.Tile[[32, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(w2__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        t__tmp_v4: pl.Tile[[64, 32], pl.BF16, pl.Mem.Left] = pl.tile.move(low_m__ssa_v0, target_memory=pl.Mem.Left)
        pl.system.tfree_to_aiv(low_m__ssa_v0, split=0)
        t__tmp_v5: pl.Tile[[32, 32], pl.BF16, pl.Mem.Right] = pl.tile.move(w_m__ssa_v0, target_memory=pl.Mem.Right)
        out_acc__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t__tmp_v4, t__tmp_v5)
        y__ssa_v1: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(out_acc__ssa_v0, [0, 0], y__ssa_v0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def ffn_aiv(a__ssa_v0: pl.Tensor[[64, 96], pl.BF16], b__ssa_v0: pl.Tensor[[96, 32], pl.BF16], w2__ssa_v0: pl.Tensor[[32, 32], pl.BF16], gate__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 32], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        ffn_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='ffn_v2c_slot_buffer', peer_func='ffn_aic')
        ffn_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='ffn_c2v_slot_buffer', size=32768, base=-1)
        pl.system.aiv_initialize_pipe(ffn_c2v_slot_buffer, ffn_v2c_slot_buffer_import, dir_mask=3, slot_size=8192)
        if subblock_idx == 0:
            h__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            if 0 < gate__ssa_v0:
                g1__rm_a0_tmp_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.move(h__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                g1__row_major_tmp_v1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(g1__rm_a0_tmp_v0)
                g1__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(g1__row_major_tmp_v1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                act__rv_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(g1__ssa_v0)
            else:
                g2__rm_a0_tmp_v2: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.move(h__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                g2__row_major_tmp_v3: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(g2__rm_a0_tmp_v2, 0.5)
                g2__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(g2__row_major_tmp_v3, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                act__rv_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(g2__ssa_v0)
            pl.system.tfree_to_aic(h__ssa_v0, split=0)
            shifted__rm_a0_tmp_v4: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.move(act__rv_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            shifted__row_major_tmp_v5: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(shifted__rm_a0_tmp_v4, 1.0)
            shifted__ssa_v0: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(shifted__row_major_tmp_v5, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            low__rm_a0_tmp_v6: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.move(shifted__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            low__row_major_tmp_v7: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec] = pl.tile.cast(low__rm_a0_tmp_v6, target_type=pl.BF16, mode='round')
            low__ssa_v0: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(low__row_major_tmp_v7, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            pl.tile.tpush_to_aic(low__ssa_v0, split=0)
            return y__ssa_v0
        else:
            h__ssa_v0_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            if 0 < gate__ssa_v0:
                g1__rm_a0_tmp_v0_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.move(h__ssa_v0_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                g1__row_major_tmp_v1_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(g1__rm_a0_tmp_v0_1)
                g1__ssa_v0_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(g1__row_major_tmp_v1_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                act__rv_v0_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(g1__ssa_v0_1)
            else:
                g2__rm_a0_tmp_v2_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.move(h__ssa_v0_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                g2__row_major_tmp_v3_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(g2__rm_a0_tmp_v2_1, 0.5)
                g2__ssa_v0_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(g2__row_major_tmp_v3_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                act__rv_v0_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.yield_(g2__ssa_v0_1)
            pl.system.tfree_to_aic(h__ssa_v0_1, split=0)
            shifted__rm_a0_tmp_v4_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.move(act__rv_v0_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            shifted__row_major_tmp_v5_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.adds(shifted__rm_a0_tmp_v4_1, 1.0)
            shifted__ssa_v0_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(shifted__row_major_tmp_v5_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            low__rm_a0_tmp_v6_1: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.move(shifted__ssa_v0_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            low__row_major_tmp_v7_1: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(low__rm_a0_tmp_v6_1, target_type=pl.BF16, mode='round')
            low__ssa_v0_1: pl.Tile[[64, 32], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(low__row_major_tmp_v7_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            pl.tile.tpush_to_aic(low__ssa_v0_1, split=0)
            return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def ffn(a__ssa_v0: pl.Tensor[[64, 96], pl.BF16], b__ssa_v0: pl.Tensor[[96, 32], pl.BF16], w2__ssa_v0: pl.Tensor[[32, 32], pl.BF16], gate__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 32], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        self.ffn_aic(a__ssa_v0, b__ssa_v0, w2__ssa_v0, gate__ssa_v0, y__ssa_v0, __gm_pipe_buffer)
        self.ffn_aiv(a__ssa_v0, b__ssa_v0, w2__ssa_v0, gate__ssa_v0, y__ssa_v0, __gm_pipe_buffer)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[64, 96], pl.BF16], b__ssa_v0: pl.Tensor[[96, 32], pl.BF16], w2__ssa_v0: pl.Tensor[[32, 32], pl.BF16], gate__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        y__ssa_v1: pl.Tensor[[64, 32], pl.FP32] = self.ffn(a__ssa_v0, b__ssa_v0, w2__ssa_v0, gate__ssa_v0, y__ssa_v0, gm_pipe_buffer_0)
        return y__ssa_v1
