# pypto.program: SpmdMixed
import pypto.language as pl

@pl.program
class SpmdMixed:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def mm_aic(a__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_8: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        mm_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='mm_c2v_slot_buffer', peer_func='mm_aiv')
        pl.system.aic_initialize_pipe(mm_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384)
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        at__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [i__ssa_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        wt__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(8192, pl.INT64), 8192), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        al__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 8192), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(at__ssa_v0, target_memory=pl.Mem.Left)
        wr__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 8192), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(wt__ssa_v0, target_memory=pl.Mem.Right)
        c__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_8, pl.const(0, pl.INT64), 16384), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(al__ssa_v0, wr__ssa_v0)
        pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def mm_aiv(a__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[256, 64], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        mm_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='mm_c2v_slot_buffer', size=131072, base=0)
        pl.system.aiv_initialize_pipe(mm_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384)
        if subblock_idx == 0:
            i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            cv__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            r__rm_a0_tmp_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(cv__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            pl.system.tfree_to_aic(cv__ssa_v0, split=0)
            r__row_major_tmp_v1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(r__rm_a0_tmp_v0)
            r__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(147456, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(r__row_major_tmp_v1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            y__ssa_v1: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = pl.tile.store(r__ssa_v0, [i__ssa_v0 * 64, 0], y__ssa_v0)
            return y__ssa_v0
        else:
            i__ssa_v0_1: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            cv__ssa_v0_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            r__rm_a0_tmp_v0_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(cv__ssa_v0_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            pl.system.tfree_to_aic(cv__ssa_v0_1, split=0)
            r__row_major_tmp_v1_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(131072, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(r__rm_a0_tmp_v0_1)
            r__ssa_v0_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(147456, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(r__row_major_tmp_v1_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            y__ssa_v1_1: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_10", pl.const(0, pl.INT64), 65536)] = y__ssa_v0
            return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[256, 64], pl.FP32]:
        self.mm_aic(a__ssa_v0, w__ssa_v0, y__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing]})
        self.mm_aiv(a__ssa_v0, w__ssa_v0, y__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.inout]})
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def mm_spmd(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[256, 64], pl.FP32]:
        y__ssa_v2: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 65536)] = self.mm(a__ssa_v0, w__ssa_v0, y__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing]})
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[256, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[256, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        y__ssa_v2: pl.Tensor[[256, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 65536)] = self.mm_spmd(a__ssa_v0, w__ssa_v0, y__ssa_v0, gm_pipe_buffer_0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing]})
        return y__ssa_v2
