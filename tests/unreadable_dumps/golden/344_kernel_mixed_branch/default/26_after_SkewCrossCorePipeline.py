# pypto.program: KernelMixedBranch
import pypto.language as pl

@pl.program
class KernelMixedBranch:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def gated_aic(x__ssa_v0: pl.Tensor[[32, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], flag__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        gated_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='gated_v2c_slot_buffer', size=32768, base=-1)
        gated_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='gated_c2v_slot_buffer', peer_func='gated_aiv')
        pl.system.aic_initialize_pipe(gated_c2v_slot_buffer_import, gated_v2c_slot_buffer, dir_mask=3, slot_size=8192)
        w_mat__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        w_r__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat__ssa_v0, target_memory=pl.Mem.Right)
        if 0 < flag__ssa_v0:
            x_l__ssa_v0_mat: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
            x_l__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_l__ssa_v0_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            pl.system.tfree_to_aiv(x_l__ssa_v0_mat, split=0)
            acc__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_l__ssa_v0, w_r__ssa_v0)
            pl.tile.tpush_to_aiv(acc__ssa_v0, split=0)
        else:
            pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def gated_aiv(x__ssa_v0: pl.Tensor[[32, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], flag__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        gated_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='gated_v2c_slot_buffer', peer_func='gated_aic')
        gated_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='gated_c2v_slot_buffer', size=32768, base=-1)
        pl.system.aiv_initialize_pipe(gated_c2v_slot_buffer, gated_v2c_slot_buffer_import, dir_mask=3, slot_size=8192)
        if subblock_idx == 0:
            x_v__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            if 0 < flag__ssa_v0:
                pl.tile.tpush_to_aic(x_v__ssa_v0, split=0)
                res__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                pl.system.tfree_to_aic(res__ssa_v0, split=0)
                res__phi_v2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(res__ssa_v0)
            else:
                res__ssa_v1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(x_v__ssa_v0, target_type=pl.FP32, mode='round')
                res__phi_v2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(res__ssa_v1)
            y__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(res__phi_v2)
            out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(y__ssa_v0, [0, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            x_v__ssa_v0_1: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
            if 0 < flag__ssa_v0:
                pl.tile.tpush_to_aic(x_v__ssa_v0_1, split=0)
                res__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                pl.system.tfree_to_aic(res__ssa_v0_1, split=0)
                res__phi_v2_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(res__ssa_v0_1)
            else:
                res__ssa_v1_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.cast(x_v__ssa_v0_1, target_type=pl.FP32, mode='round')
                res__phi_v2_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(res__ssa_v1_1)
            y__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(res__phi_v2_1)
            out__ssa_v1_1: pl.Tensor[[32, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def gated(x__ssa_v0: pl.Tensor[[32, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], flag__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        self.gated_aic(x__ssa_v0, w__ssa_v0, flag__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.gated_aiv(x__ssa_v0, w__ssa_v0, flag__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], flag__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.gated(x__ssa_v0, w__ssa_v0, flag__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
