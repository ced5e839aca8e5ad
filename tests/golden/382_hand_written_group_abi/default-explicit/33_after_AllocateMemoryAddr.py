# pypto.program: HandWrittenGroupAbi
import pypto.language as pl

@pl.program
class HandWrittenGroupAbi:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube_side(q__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], sink__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)]], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]], task__ssa_v0: pl.Scalar[pl.INDEX], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        v2c__ssa_v0: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='grp_v2c', size=4096, base=0)
        c2v_peer__ssa_v0: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='grp_c2v', peer_func='vec_side')
        pl.system.aic_initialize_pipe(c2v_peer__ssa_v0, v2c__ssa_v0, dir_mask=3, slot_size=1024)
        q_mat__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_mat_4, pl.const(4096, pl.INT64), 1024), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(q__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        pl.tile.tpush_to_aiv(q_mat__ssa_v0, split=0)
        return sink__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def vec_side(q__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], sink__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)]], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]], task__ssa_v0: pl.Scalar[pl.INDEX], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        c2v__ssa_v0: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='grp_c2v', size=4096, base=0)
        v2c_peer__ssa_v0: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='grp_v2c', peer_func='cube_side')
        pl.system.aiv_initialize_pipe(c2v__ssa_v0, v2c_peer__ssa_v0, dir_mask=3, slot_size=1024)
        if subblock_idx == 0:
            tile__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            doubled__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(4096, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(tile__ssa_v0, tile__ssa_v0)
            pl.system.tfree_to_aic(tile__ssa_v0, split=0)
            out__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = pl.tile.store(doubled__ssa_v0, [0, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            tile__ssa_v0_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            doubled__ssa_v0_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(4096, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(tile__ssa_v0_1, tile__ssa_v0_1)
            pl.system.tfree_to_aic(tile__ssa_v0_1, split=0)
            out__ssa_v1_1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1024)] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def mixed(q__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], sink__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)]], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]], task__ssa_v0: pl.Scalar[pl.INDEX], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.cube_side, q__ssa_v0, sink__ssa_v0, out__ssa_v0, task__ssa_v0, __gm_pipe_buffer)
        _cube_out__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)] = _submit_tmp__ssa_v0[0]
        _cube_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
        _submit_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[16, 16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.vec_side, q__ssa_v0, sink__ssa_v0, out__ssa_v0, task__ssa_v0, __gm_pipe_buffer, attrs={"arg_direction_overrides": [2]})
        vec_out__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1024)] = _submit_tmp__ssa_v0_1[0]
        _vec_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_1[1]
        return out__ssa_v0
