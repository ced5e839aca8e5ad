# pypto.program: SpmdTensorMixed
import pypto.language as pl

@pl.program
class SpmdTensorMixed:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0_aic(a__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], ret0__out: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_8: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        main_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='main_incore_0_c2v_slot_buffer', peer_func='main_incore_0_aiv')
        pl.system.aic_initialize_pipe(main_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384)
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        xs__tile: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [i__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        w__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        xs__tile_Left: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(xs__tile, target_memory=pl.Mem.Left)
        w__ssa_v0_mat_Right: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 8192), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(w__ssa_v0_mat, target_memory=pl.Mem.Right)
        c__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_8, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(xs__tile_Left, w__ssa_v0_mat_Right)
        pl.tile.tpush_to_aiv(c__tile, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def main_incore_0_aiv(a__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], ret0__out: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Scalar[pl.INDEX], pl.Tensor[[64, 64], pl.FP32]]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        main_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='main_incore_0_c2v_slot_buffer', size=131072, base=-1)
        pl.system.aiv_initialize_pipe(main_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384)
        if subblock_idx == 0:
            i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            c__tile_Vec: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            r__tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(c__tile_Vec)
            pl.system.tfree_to_aic(c__tile_Vec, split=0)
            ret0__store: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = pl.tile.store(r__tile, [0, 0], ret0__out)
            return i__ssa_v0, ret0__out
        else:
            i__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            c__tile_Vec_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            r__tile_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(c__tile_Vec_1)
            pl.system.tfree_to_aic(c__tile_Vec_1, split=0)
            ret0__store_1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 16384)] = ret0__out
            return i__ssa_v0_1, ret0__out
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], ret0__out: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Scalar[pl.INDEX], pl.Tensor[[64, 64], pl.FP32]]:
        self.main_incore_0_aic(a__ssa_v0, w__ssa_v0, ret0__out, __gm_pipe_buffer)
        result: pl.Tuple[pl.Scalar[pl.INDEX], pl.Tensor[[64, 64], pl.FP32]] = self.main_incore_0_aiv(a__ssa_v0, w__ssa_v0, ret0__out, __gm_pipe_buffer)
        return result
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def main_spmd_0(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], ret0__out: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Scalar[pl.INDEX], pl.Tensor[[64, 64], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Scalar[pl.INDEX], pl.Tensor[[64, 64], pl.FP32]] = self.main_incore_0(a__ssa_v0, w__ssa_v0, ret0__out, __gm_pipe_buffer)
        i__ssa_v0: pl.Scalar[pl.INDEX] = ret__tmp_v0[0]
        r__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)] = ret__tmp_v0[1]
        return i__ssa_v0, ret0__out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.Out[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[256, 64], pl.FP32]:
        ret0__out: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        ret__tmp_v0: pl.Tuple[pl.Scalar[pl.INDEX], pl.Tensor[[64, 64], pl.FP32]] = self.main_spmd_0(a__ssa_v0, w__ssa_v0, ret0__out, gm_pipe_buffer_0)
        i__ssa_v0: pl.Scalar[pl.INDEX] = ret__tmp_v0[0]
        r__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)] = ret__tmp_v0[1]
        y__ssa_v1: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 65536)] = pl.tensor.assemble(y__ssa_v0, r__ssa_v0, [i__ssa_v0 * 64, 0])
        y__ssa_v2: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 65536)] = pl.tensor.assemble(y__ssa_v1, r__ssa_v0, [0, 0])
        return y__ssa_v2
