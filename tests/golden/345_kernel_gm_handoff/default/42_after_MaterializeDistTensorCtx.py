# pypto.program: KernelGmHandoff
import pypto.language as pl

@pl.program
class KernelGmHandoff:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def fused_aic(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], scratch__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]):
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_9: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        fused_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='fused_c2v_slot_buffer', peer_func='fused_aiv')
        pl.system.aic_initialize_pipe(fused_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        a_mat__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b_mat__ssa_v0: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_mat_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        a_l__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(a_mat__ssa_v0, target_memory=pl.Mem.Left)
        b_r__ssa_v0: pl.Tile[[64, 32], pl.FP16, pl.MemRef(mem_right_8, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(b_mat__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_acc_9, pl.const(0, pl.INT64), 4096), pl.Mem.Acc] = pl.tile.matmul(a_l__ssa_v0, b_r__ssa_v0)
        scratch__ssa_v1: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(acc__ssa_v0, [0, 0], scratch__ssa_v0)
        pl.tile.tpush_to_aiv(acc__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def fused_aiv(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], scratch__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        fused_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='fused_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(fused_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        if subblock_idx == 0:
            scratch__ssa_v0_gm_sync: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            pl.system.tfree_to_aic(scratch__ssa_v0_gm_sync, split=0)
            back__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(scratch__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
            y__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.sqrt(back__ssa_v0)
            out__ssa_v1: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tile.store(y__ssa_v0, [0, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            scratch__ssa_v0_gm_sync_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            pl.system.tfree_to_aic(scratch__ssa_v0_gm_sync_1, split=0)
            back__ssa_v0_1: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            y__ssa_v0_1: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.sqrt(back__ssa_v0_1)
            out__ssa_v1_1: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 4096)] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def fused(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], scratch__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        self.fused_aic(a__ssa_v0, b__ssa_v0, scratch__ssa_v0, out__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing, pl.adir.output_existing]})
        self.fused_aiv(a__ssa_v0, b__ssa_v0, scratch__ssa_v0, out__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.inout, pl.adir.inout]})
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], scratch__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = self.fused(a__ssa_v0, b__ssa_v0, scratch__ssa_v0, out__ssa_v0, gm_pipe_buffer_0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing, pl.adir.output_existing]})
        return out__ssa_v1
