# pypto.program: GatedMlpScopes
import pypto.language as pl

@pl.program
class GatedMlpScopes:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def mlp_block_aic(x__ssa_v0: pl.Tensor[[64, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], rb__idx_v0: pl.Scalar[pl.INDEX], w_gate__ssa_v0: pl.Tensor[[128, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)], w_up__ssa_v0: pl.Tensor[[128, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)], w_down__ssa_v0: pl.Tensor[[256, 128], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)], out__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4)]]):
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 65536)
        mem_acc_8: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        mem_right_10: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_left_11: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_12: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 32768)
        mem_acc_19: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        mem_left_31: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mlp_block_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='mlp_block_v2c_slot_buffer', size=65536, base=0)
        mlp_block_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='mlp_block_c2v_slot_buffer', peer_func='mlp_block_aiv')
        pl.system.aic_initialize_pipe(mlp_block_c2v_slot_buffer_import, mlp_block_v2c_slot_buffer, dir_mask=3, slot_size=16384)
        xs__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_6, pl.const(65536, pl.INT64), 4096), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(x__ssa_v0, [rb__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        w_gate__ssa_v0_mat: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_7, pl.const(69632, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w_gate__ssa_v0, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        g__tile_l0_init: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for g__tile_l0_ko, (g__tile_l0_c,) in pl.range(0, 128, 128, init_values=(g__tile_l0_init,)):
            g__tile_l0_a: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_31, pl.const(2048, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.extract(xs__tile, 0, g__tile_l0_ko, [16, 64], target_memory=pl.Mem.Left)
            g__tile_l0_b: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.extract(w_gate__ssa_v0_mat, g__tile_l0_ko, 0, [64, 256], target_memory=pl.Mem.Right)
            g__tile_l0_a_1: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.extract(xs__tile, 0, g__tile_l0_ko + 64, [16, 64], target_memory=pl.Mem.Left)
            g__tile_l0_b_1: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.extract(w_gate__ssa_v0_mat, g__tile_l0_ko + 64, 0, [64, 256], target_memory=pl.Mem.Right)
            if g__tile_l0_ko == 0:
                g__tile_l0_c_first: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(g__tile_l0_a, g__tile_l0_b)
                g__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(g__tile_l0_c_first)
            else:
                g__tile_l0_c_acc: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_acc(g__tile_l0_c, g__tile_l0_a, g__tile_l0_b)
                g__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(g__tile_l0_c_acc)
            if g__tile_l0_ko + 64 == 0:
                g__tile_l0_c_first_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(g__tile_l0_a_1, g__tile_l0_b_1)
                g__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(g__tile_l0_c_first_1)
            else:
                g__tile_l0_c_acc_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_acc(g__tile_l0_c_phi, g__tile_l0_a_1, g__tile_l0_b_1)
                g__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(g__tile_l0_c_acc_1)
            g__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(g__tile_l0_c_phi_1)
        w_up__ssa_v0_mat: pl.Tile[[128, 256], pl.BF16, pl.MemRef(mem_mat_7, pl.const(69632, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w_up__ssa_v0, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        u__tile_l0_init: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_19, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for u__tile_l0_ko, (u__tile_l0_c,) in pl.range(0, 128, 128, init_values=(u__tile_l0_init,)):
            u__tile_l0_a: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_31, pl.const(2048, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.extract(xs__tile, 0, u__tile_l0_ko, [16, 64], target_memory=pl.Mem.Left)
            u__tile_l0_b: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.extract(w_up__ssa_v0_mat, u__tile_l0_ko, 0, [64, 256], target_memory=pl.Mem.Right)
            u__tile_l0_a_1: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_left_11, pl.const(0, pl.INT64), 2048), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.extract(xs__tile, 0, u__tile_l0_ko + 64, [16, 64], target_memory=pl.Mem.Left)
            u__tile_l0_b_1: pl.Tile[[64, 256], pl.BF16, pl.MemRef(mem_right_12, pl.const(32768, pl.INT64), 32768), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.extract(w_up__ssa_v0_mat, u__tile_l0_ko + 64, 0, [64, 256], target_memory=pl.Mem.Right)
            if u__tile_l0_ko == 0:
                u__tile_l0_c_first: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_19, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(u__tile_l0_a, u__tile_l0_b)
                u__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_19, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(u__tile_l0_c_first)
            else:
                u__tile_l0_c_acc: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_19, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_acc(u__tile_l0_c, u__tile_l0_a, u__tile_l0_b)
                u__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_19, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(u__tile_l0_c_acc)
            if u__tile_l0_ko + 64 == 0:
                u__tile_l0_c_first_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_19, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(u__tile_l0_a_1, u__tile_l0_b_1)
                u__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_19, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(u__tile_l0_c_first_1)
            else:
                u__tile_l0_c_acc_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_19, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_acc(u__tile_l0_c_phi, u__tile_l0_a_1, u__tile_l0_b_1)
                u__tile_l0_c_phi_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_19, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(u__tile_l0_c_acc_1)
            u__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_acc_19, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(u__tile_l0_c_phi_1)
        pl.tile.tpush_to_aiv(g__tile, split=0)
        pl.tile.tpush_to_aiv(u__tile, split=0)
        acc__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kb__idx_v0, (acc__iter_v1,) in pl.range(2, init_values=(acc__tile,)):
            wk__tile: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_mat_7, pl.const(69632, pl.INT64), 65536), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w_down__ssa_v0, [kb__idx_v0 * 128, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
            if kb__idx_v0 == 0:
                hk__tile_Left_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aiv(split=0)
                hk__tile_Left: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_31, pl.const(2048, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(hk__tile_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                pl.system.tfree_to_aiv(hk__tile_Left_mat, split=0)
                wk__tile_Right: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(wk__tile, target_memory=pl.Mem.Right)
                acc__tile_1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(hk__tile_Left, wk__tile_Right)
                acc__phi_v5: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(acc__tile_1)
            else:
                hk__tile_Left_mat_1: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aiv(split=0)
                hk__tile_Left_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_31, pl.const(2048, pl.INT64), 4096), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(hk__tile_Left_mat_1, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
                pl.system.tfree_to_aiv(hk__tile_Left_mat_1, split=0)
                wk__tile_Right_1: pl.Tile[[128, 128], pl.BF16, pl.MemRef(mem_right_10, pl.const(0, pl.INT64), 32768), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(wk__tile, target_memory=pl.Mem.Right)
                acc__tile_2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_acc(acc__iter_v1, hk__tile_Left_1, wk__tile_Right_1)
                acc__phi_v5: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 8192), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(acc__tile_2)
            acc__rv_v2: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_acc_8, pl.const(16384, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(acc__phi_v5)
        out__tile: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)] = pl.tile.store(acc__rv_v2, [rb__idx_v0 * 16, 0], out__iter_v1)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def mlp_block_aiv(x__ssa_v0: pl.Tensor[[64, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], rb__idx_v0: pl.Scalar[pl.INDEX], w_gate__ssa_v0: pl.Tensor[[128, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)], w_up__ssa_v0: pl.Tensor[[128, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)], w_down__ssa_v0: pl.Tensor[[256, 128], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)], out__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        mlp_block_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='mlp_block_v2c_slot_buffer', peer_func='mlp_block_aic')
        mlp_block_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='mlp_block_c2v_slot_buffer', size=65536, base=0)
        pl.system.aiv_initialize_pipe(mlp_block_c2v_slot_buffer, mlp_block_v2c_slot_buffer_import, dir_mask=3, slot_size=16384)
        if subblock_idx == 0:
            g__tile_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            ng__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.neg(g__tile_Vec)
            eg__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(ng__tile)
            den__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(eg__tile, 1.0)
            sig__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(81920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.recip(den__tile)
            silu__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(g__tile_Vec, sig__tile)
            pl.system.tfree_to_aic(g__tile_Vec, split=0)
            u__tile_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            h__tile: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(silu__tile, u__tile_Vec)
            pl.system.tfree_to_aic(u__tile_Vec, split=0)
            hb__tile: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(h__tile, target_type=pl.BF16, mode='round')
            for kb__idx_v0 in pl.range(2):
                hk__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.slice(hb__tile, [16, 128], [0, kb__idx_v0 * 128])
                if kb__idx_v0 == 0:
                    pl.tile.tpush_to_aic(hk__tile, split=0)
                else:
                    pl.tile.tpush_to_aic(hk__tile, split=0)
            return out__iter_v1
        else:
            g__tile_Vec_1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            ng__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.neg(g__tile_Vec_1)
            eg__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(ng__tile_1)
            den__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(eg__tile_1, 1.0)
            sig__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_9, pl.const(81920, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.recip(den__tile_1)
            silu__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(g__tile_Vec_1, sig__tile_1)
            pl.system.tfree_to_aic(g__tile_Vec_1, split=0)
            u__tile_Vec_1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            h__tile_1: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(silu__tile_1, u__tile_Vec_1)
            pl.system.tfree_to_aic(u__tile_Vec_1, split=0)
            hb__tile_1: pl.Tile[[16, 256], pl.BF16, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(h__tile_1, target_type=pl.BF16, mode='round')
            for kb__idx_v0_1 in pl.range(2):
                hk__tile_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_vec_6, pl.const(65536, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 128], dtype=pl.BF16, target_memory=pl.Mem.Vec)
                if kb__idx_v0_1 == 0:
                    pl.tile.tpush_to_aic(hk__tile_1, split=0)
                else:
                    pl.tile.tpush_to_aic(hk__tile_1, split=0)
            return out__iter_v1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def mlp_block(x__ssa_v0: pl.Tensor[[64, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], rb__idx_v0: pl.Scalar[pl.INDEX], w_gate__ssa_v0: pl.Tensor[[128, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)], w_up__ssa_v0: pl.Tensor[[128, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)], w_down__ssa_v0: pl.Tensor[[256, 128], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)], out__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        self.mlp_block_aic(x__ssa_v0, rb__idx_v0, w_gate__ssa_v0, w_up__ssa_v0, w_down__ssa_v0, out__iter_v1, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.output_existing, pl.adir.output_existing]})
        self.mlp_block_aiv(x__ssa_v0, rb__idx_v0, w_gate__ssa_v0, w_up__ssa_v0, w_down__ssa_v0, out__iter_v1, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.inout]})
        return out__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], w_gate__ssa_v0: pl.Tensor[[128, 256], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)], w_up__ssa_v0: pl.Tensor[[128, 256], pl.BF16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)], w_down__ssa_v0: pl.Tensor[[256, 128], pl.BF16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for rb__idx_v0, (out__iter_v1,) in pl.parallel(4, init_values=(out__ssa_v0,)):
            gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 32768)] = self.mlp_block(x__ssa_v0, rb__idx_v0, w_gate__ssa_v0, w_up__ssa_v0, w_down__ssa_v0, out__iter_v1, gm_pipe_buffer_0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.output_existing, pl.adir.output_existing]})
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 32768)] = pl.yield_(out__ssa_v3)
        return out__rv_v2
