# pypto.program: AccStoreAndVectorUse
import pypto.language as pl

@pl.program
class AccStoreAndVectorUse:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def logits_aic(h__ssa_v0: pl.Tensor[[32, 128], pl.BF16], w__ssa_v0: pl.Tensor[[128, 64], pl.BF16], raw__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], probs__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        logits_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='logits_c2v_slot_buffer', peer_func='logits_aiv')
        pl.system.aic_initialize_pipe(logits_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192)
        h_m__ssa_v0: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(h__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
        h_l__ssa_v0: pl.Tile[[32, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(h_m__ssa_v0, target_memory=pl.Mem.Left)
        w_m__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        w_r__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(w_m__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(h_l__ssa_v0, w_r__ssa_v0)
        pl.tile.tpush_to_aiv(acc__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def logits_aiv(h__ssa_v0: pl.Tensor[[32, 128], pl.BF16], w__ssa_v0: pl.Tensor[[128, 64], pl.BF16], raw__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], probs__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        logits_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='logits_c2v_slot_buffer', size=65536, base=-1)
        pl.system.aiv_initialize_pipe(logits_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192)
        if subblock_idx == 0:
            acc__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            raw__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(acc__ssa_v0_Vec, [0, 0], raw__ssa_v0)
            e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc__ssa_v0_Vec)
            pl.system.tfree_to_aic(acc__ssa_v0_Vec)
            probs__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], probs__ssa_v0)
            return raw__ssa_v1, probs__ssa_v1
        else:
            acc__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            raw__ssa_v1_1: pl.Tensor[[32, 64], pl.FP32] = raw__ssa_v0
            e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(acc__ssa_v0_Vec_1)
            pl.system.tfree_to_aic(acc__ssa_v0_Vec_1)
            probs__ssa_v1_1: pl.Tensor[[32, 64], pl.FP32] = probs__ssa_v0
            return raw__ssa_v0, probs__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def logits(h__ssa_v0: pl.Tensor[[32, 128], pl.BF16], w__ssa_v0: pl.Tensor[[128, 64], pl.BF16], raw__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], probs__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        self.logits_aic(h__ssa_v0, w__ssa_v0, raw__ssa_v0, probs__ssa_v0, __gm_pipe_buffer)
        self.logits_aiv(h__ssa_v0, w__ssa_v0, raw__ssa_v0, probs__ssa_v0, __gm_pipe_buffer)
        return raw__ssa_v0, probs__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, h__ssa_v0: pl.Tensor[[32, 128], pl.BF16], w__ssa_v0: pl.Tensor[[128, 64], pl.BF16], raw__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], probs__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]] = self.logits(h__ssa_v0, w__ssa_v0, raw__ssa_v0, probs__ssa_v0, gm_pipe_buffer_0)
        raw__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
        probs__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = _tuple_tmp__ssa_v0[1]
        return raw__ssa_v1, probs__ssa_v1
