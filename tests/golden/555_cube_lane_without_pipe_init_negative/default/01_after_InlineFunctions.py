# pypto.program: HandWrittenGroupAbi
import pypto.language as pl

@pl.program
class HandWrittenGroupAbi:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube_side(q: pl.Tensor[[16, 16], pl.FP32], sink: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        v2c: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='grp_v2c', size=4096, base=-1)
        c2v_peer: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='grp_c2v', peer_func='vec_side')
        q_mat: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(q, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        pl.tile.tpush_to_aiv(q_mat, split=0)
        return sink
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec_side(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], task: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        c2v: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='grp_c2v', size=4096, base=-1)
        v2c_peer: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='grp_v2c', peer_func='cube_side')
        pl.system.aiv_initialize_pipe(c2v, v2c_peer, dir_mask=3, slot_size=1024)
        tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        doubled: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile, tile)
        pl.system.tfree_to_aic(tile, split=0)
        out: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(doubled, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def mixed(q: pl.Tensor[[16, 16], pl.FP32], sink: pl.InOut[pl.Tensor[[16, 16], pl.FP32]], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], task: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        _submit_tmp: pl.Tuple[pl.Tensor[[16, 16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.cube_side, q, sink)
        _cube_out: pl.Tensor[[16, 16], pl.FP32] = _submit_tmp[0]
        _cube_tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
        _submit_tmp_1: pl.Tuple[pl.Tensor[[16, 16], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.vec_side, out, task, attrs={"arg_direction_overrides": [0]})
        vec_out: pl.Tensor[[16, 16], pl.FP32] = _submit_tmp_1[0]
        _vec_tid: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
        return vec_out
