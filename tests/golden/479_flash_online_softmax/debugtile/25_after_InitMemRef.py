# pypto.program: FlashOnlineSoftmax
import pypto.language as pl

@pl.program
class FlashOnlineSoftmax:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def online_update(s__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], m_in__ssa_v0: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)], l_in__ssa_v0: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)], p_out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)]], m_out__ssa_v0: pl.Out[pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 256)]], l_out__ssa_v0: pl.Out[pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 256)]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_14: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_15: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_16: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_17: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        st__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(s__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        m_old__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(m_in__ssa_v0, [0, 0], [64, 1], [64, 1], target_memory=pl.Mem.Vec)
        l_old__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_8, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(l_in__ssa_v0, [0, 0], [64, 1], [64, 1], target_memory=pl.Mem.Vec)
        tmp__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_9, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m_blk__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_max(st__ssa_v0, tmp__ssa_v0)
        m_new__rm_a0_tmp_v0: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(m_old__ssa_v0, [1, 64])
        m_new__rm_a1_tmp_v1: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(m_blk__ssa_v0, [1, 64])
        m_new__row_major_tmp_v2: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.maximum(m_new__rm_a0_tmp_v0, m_new__rm_a1_tmp_v1)
        m_new__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(m_new__row_major_tmp_v2, [64, 1])
        p__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_12, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_expdif(st__ssa_v0, m_new__ssa_v0)
        l_blk__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.row_sum(p__ssa_v0, tmp__ssa_v0)
        dm__rm_a0_tmp_v3: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(m_old__ssa_v0, [1, 64])
        dm__rm_a1_tmp_v4: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(m_new__ssa_v0, [1, 64])
        dm__row_major_tmp_v5: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.sub(dm__rm_a0_tmp_v3, dm__rm_a1_tmp_v4)
        dm__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(dm__row_major_tmp_v5, [64, 1])
        alpha__rm_a0_tmp_v6: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_14, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(dm__ssa_v0, [1, 64])
        alpha__row_major_tmp_v7: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.exp(alpha__rm_a0_tmp_v6)
        alpha__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_15, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(alpha__row_major_tmp_v7, [64, 1])
        l_sc__rm_a0_tmp_v8: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(l_old__ssa_v0, [1, 64])
        l_sc__rm_a1_tmp_v9: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_15, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(alpha__ssa_v0, [1, 64])
        l_sc__row_major_tmp_v10: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.mul(l_sc__rm_a0_tmp_v8, l_sc__rm_a1_tmp_v9)
        l_sc__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(l_sc__row_major_tmp_v10, [64, 1])
        l_new__rm_a0_tmp_v11: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_16, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(l_sc__ssa_v0, [1, 64])
        l_new__rm_a1_tmp_v12: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_13, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(l_blk__ssa_v0, [1, 64])
        l_new__row_major_tmp_v13: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_17, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.add(l_new__rm_a0_tmp_v11, l_new__rm_a1_tmp_v12)
        l_new__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.MemRef(mem_vec_17, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.reshape(l_new__row_major_tmp_v13, [64, 1])
        p_done__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = pl.tile.store(p__ssa_v0, [0, 0], p_out__ssa_v0)
        m_done__ssa_v0: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 256)] = pl.tile.store(m_new__ssa_v0, [0, 0], m_out__ssa_v0)
        l_done__ssa_v0: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 256)] = pl.tile.store(l_new__ssa_v0, [0, 0], l_out__ssa_v0)
        return p_out__ssa_v0, m_out__ssa_v0, l_out__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def qk_block(q__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], kt__ssa_v0: pl.Tensor[[64, 256], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], j__ssa_v0: pl.Scalar[pl.INDEX], s__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 8192)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        q_l1__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(q__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        k_l1__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(kt__ssa_v0, [0, j__ssa_v0 * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        q_l0__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 8192), pl.Mem.Left] = pl.tile.move(q_l1__ssa_v0, target_memory=pl.Mem.Left)
        k_l0__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(k_l1__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(q_l0__ssa_v0, k_l0__ssa_v0)
        s_done__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = pl.tile.store(acc__ssa_v0, [0, 0], s__ssa_v0)
        return s__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def flash(self, q__ssa_v0: pl.Tensor[[64, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], kt__ssa_v0: pl.Tensor[[64, 256], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], m__ssa_v0: pl.InOut[pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)]], l__ssa_v0: pl.InOut[pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)]], p__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)]]) -> tuple[pl.Tensor[[64, 1], pl.FP32], pl.Tensor[[64, 1], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        for j__idx_v0, (l__iter_v1, m__iter_v1, p__iter_v1) in pl.range(4, init_values=(l__ssa_v0, m__ssa_v0, p__ssa_v0)):
            s__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            s__ssa_v1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 16384)] = self.qk_block(q__ssa_v0, kt__ssa_v0, j__idx_v0, s__ssa_v0)
            _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32], pl.Tensor[[64, 1], pl.FP32]] = self.online_update(s__ssa_v1, m__iter_v1, l__iter_v1, p__iter_v1, m__iter_v1, l__iter_v1)
            p__ssa_v3: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 16384)] = _tuple_tmp__ssa_v0[0]
            m__ssa_v3: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 256)] = _tuple_tmp__ssa_v0[1]
            l__ssa_v3: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 256)] = _tuple_tmp__ssa_v0[2]
            l__rv_v2, m__rv_v2, p__rv_v2 = pl.yield_(l__ssa_v3, m__ssa_v3, p__ssa_v3)
        return m__rv_v2, l__rv_v2, p__rv_v2
