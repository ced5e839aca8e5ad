# expect-error: MixedKernelExpanded (a cube lane with tile pushes but no pipe initialisation)
import pypto.language as pl


@pl.program
class HandWrittenGroupAbi:
    @pl.function(type=pl.FunctionType.AIC)
    def cube_side(
        self,
        q: pl.Tensor[[16, 16], pl.FP32],
        sink: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        v2c = pl.reserve_buffer(name="grp_v2c", size=4096, base=pl.AUTO)
        c2v_peer = pl.import_peer_buffer(name="grp_c2v", peer_func="vec_side")
        q_mat = pl.load(q, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        pl.tpush_to_aiv(q_mat, split=0)
        return sink

    @pl.function(type=pl.FunctionType.AIV)
    def vec_side(
        self,
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        task: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        c2v = pl.reserve_buffer(name="grp_c2v", size=4096, base=pl.AUTO)
        v2c_peer = pl.import_peer_buffer(name="grp_v2c", peer_func="cube_side")
        pl.aiv_initialize_pipe(c2v, v2c_peer, dir_mask=3, slot_size=1024)
        tile = pl.tpop_from_aic(shape=[16, 16], dtype=pl.FP32, split=0)
        doubled = pl.add(tile, tile)
        pl.tfree_to_aic(tile, split=0)
        out = pl.store(doubled, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Group)
    def mixed(
        self,
        q: pl.Tensor[[16, 16], pl.FP32],
        sink: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        task: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        _cube_out, _cube_tid = pl.submit(self.cube_side, q, sink)
        vec_out, _vec_tid = pl.submit(self.vec_side, pl.no_dep(out), task)
        return vec_out
