# pypto.program: HandWrittenGroupAbi
import pypto.language as pl

@pl.program
class HandWrittenGroupAbi:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube_side(q__ssa_v0: pl.Tensor[[16, 16], pl.FP32], sink__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        v2c__ssa_v0: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='grp_v2c', size=4096, base=-1)
        c2v_peer__ssa_v0: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='grp_c2v', peer_func='vec_side')
        q_mat__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(q__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        pl.tile.tpush_to_aiv(q_mat__ssa_v0, split=0)
        return sink__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec_side(out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]], task__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        c2v__ssa_v0: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='grp_c2v', size=4096, base=-1)
        v2c_peer__ssa_v0: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='grp_v2c', peer_func='cube_side')
        pl.system.aiv_initialize_pipe(c2v__ssa_v0, v2c_peer__ssa_v0, dir_mask=3, slot_size=1024)
        tile__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        doubled__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile__ssa_v0, tile__ssa_v0)
        pl.system.tfree_to_aic(tile__ssa_v0, split=0)
        out__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(doubled__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def mixed(q__ssa_v0: pl.Tensor[[16, 16], pl.FP32], sink__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]], task__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.cube_side, q__ssa_v0, sink__ssa_v0)
        _cube_out__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = _submit_tmp__ssa_v0[0]
        _cube_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
        _submit_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[16, 16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.vec_side, out__ssa_v0, task__ssa_v0, attrs={"arg_direction_overrides": [0]})
        vec_out__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = _submit_tmp__ssa_v0_1[0]
        _vec_tid__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_1[1]
        return vec_out__ssa_v0
