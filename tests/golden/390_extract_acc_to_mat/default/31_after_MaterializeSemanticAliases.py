# pypto.program: AccExtractMat
import pypto.language as pl

@pl.program
class AccExtractMat:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k_aic(a__ssa_v0: pl.Tensor[[32, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_8: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        mem_mat_9: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        k_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='k_c2v_slot_buffer', peer_func='k_aiv')
        pl.system.aic_initialize_pipe(k_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=2048)
        am__ssa_v0: pl.Tile[[32, 32], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        t__tmp_v0: pl.Tile[[32, 32], pl.FP16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(am__ssa_v0, target_memory=pl.Mem.Left)
        t__tmp_v1: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(bm__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_8, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(t__tmp_v0, t__tmp_v1)
        part__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_mat_9, pl.const(0, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.extract(acc__ssa_v0, 16, 32, [16, 32], target_memory=pl.Mem.Mat)
        pl.tile.tpush_to_aiv(part__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def k_aiv(a__ssa_v0: pl.Tensor[[32, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 32], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        k_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='k_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(k_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=2048)
        if subblock_idx == 0:
            t__tmp_v2: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            y__ssa_v1: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)] = pl.tile.store(t__tmp_v2, [0, 0], y__ssa_v0)
            pl.system.tfree_to_aic(t__tmp_v2, split=0)
            return y__ssa_v0
        else:
            t__tmp_v2_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            y__ssa_v1_1: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2048)] = y__ssa_v0
            pl.system.tfree_to_aic(t__tmp_v2_1, split=0)
            return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[32, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 32], pl.FP32]:
        self.k_aic(a__ssa_v0, b__ssa_v0, y__ssa_v0, __gm_pipe_buffer)
        self.k_aiv(a__ssa_v0, b__ssa_v0, y__ssa_v0, __gm_pipe_buffer)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[32, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], b__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[16, 32], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        y__ssa_v1: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2048)] = self.k(a__ssa_v0, b__ssa_v0, y__ssa_v0, gm_pipe_buffer_0)
        return y__ssa_v1
