# pypto.program: MixedKernelQkSoftmaxTuple
import pypto.language as pl

@pl.program
class MixedKernelQkSoftmaxTuple:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def qk_soft_aic(q__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], k__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], qb__ssa_v0: pl.Scalar[pl.INDEX], p__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]], mx__ssa_v0: pl.Out[pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]):
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_9: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 8192)
        qk_soft_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='qk_soft_c2v_slot_buffer', peer_func='qk_soft_aiv')
        pl.system.aic_initialize_pipe(qk_soft_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192)
        qm__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(q__ssa_v0, [qb__ssa_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        km__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_6, pl.const(4096, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(k__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        ql__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(qm__ssa_v0, target_memory=pl.Mem.Left)
        kr__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_8, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(km__ssa_v0, target_memory=pl.Mem.Right)
        s__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_acc_9, pl.const(0, pl.INT64), 8192), pl.Mem.Acc] = pl.tile.matmul(ql__ssa_v0, kr__ssa_v0)
        pl.tile.tpush_to_aiv(s__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def qk_soft_aiv(q__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], k__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], qb__ssa_v0: pl.Scalar[pl.INDEX], p__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]], mx__ssa_v0: pl.Out[pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        qk_soft_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='qk_soft_c2v_slot_buffer', size=65536, base=0)
        pl.system.aiv_initialize_pipe(qk_soft_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192)
        if subblock_idx == 0:
            sv__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            w__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(73728, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_max(sv__ssa_v0, w__ssa_v0)
            e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(73856, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.row_expand_expdif(sv__ssa_v0, m__ssa_v0)
            pl.system.tfree_to_aic(sv__ssa_v0, split=0)
            sm__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(82048, pl.INT64), 128), pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, w__ssa_v0)
            pr__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(73856, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.row_expand_div(e__ssa_v0, sm__ssa_v0)
            pd__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = pl.tile.store(pr__ssa_v0, [qb__ssa_v0 * 32, 0], p__ssa_v0)
            md__ssa_v0: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)] = pl.tile.store(m__ssa_v0, [qb__ssa_v0 * 32, 0], mx__ssa_v0)
            return p__ssa_v0, mx__ssa_v0
        else:
            sv__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            w__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(65536, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            m__ssa_v0_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(73728, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_max(sv__ssa_v0_1, w__ssa_v0_1)
            e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(73856, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.row_expand_expdif(sv__ssa_v0_1, m__ssa_v0_1)
            pl.system.tfree_to_aic(sv__ssa_v0_1, split=0)
            sm__ssa_v0_1: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(73728, pl.INT64), 128), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(e__ssa_v0_1, w__ssa_v0_1)
            pr__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(73856, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.row_expand_div(e__ssa_v0_1, sm__ssa_v0_1)
            pd__ssa_v0_1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_15", pl.const(0, pl.INT64), 16384)] = p__ssa_v0
            md__ssa_v0_1: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_16", pl.const(0, pl.INT64), 256)] = mx__ssa_v0
            return p__ssa_v0, mx__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def qk_soft(q__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], k__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], qb__ssa_v0: pl.Scalar[pl.INDEX], p__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]], mx__ssa_v0: pl.Out[pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        self.qk_soft_aic(q__ssa_v0, k__ssa_v0, qb__ssa_v0, p__ssa_v0, mx__ssa_v0, __gm_pipe_buffer)
        self.qk_soft_aiv(q__ssa_v0, k__ssa_v0, qb__ssa_v0, p__ssa_v0, mx__ssa_v0, __gm_pipe_buffer)
        return p__ssa_v0, mx__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, q__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], k__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], p__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]], mx__ssa_v0: pl.Out[pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        for qb__idx_v0, (mx__iter_v1, p__iter_v1) in pl.range(2, init_values=(mx__ssa_v0, p__ssa_v0)):
            gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
            _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]] = self.qk_soft(q__ssa_v0, k__ssa_v0, qb__idx_v0, p__iter_v1, mx__iter_v1, gm_pipe_buffer_0)
            p__ssa_v3: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)] = _tuple_tmp__ssa_v0[0]
            mx__ssa_v3: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 256)] = _tuple_tmp__ssa_v0[1]
            mx__rv_v2, p__rv_v2 = pl.yield_(mx__ssa_v3, p__ssa_v3)
        return p__rv_v2, mx__rv_v2
