# pypto.program: FlashOnlineSoftmax
import pypto.language as pl

@pl.program
class FlashOnlineSoftmax:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def online_update(s__ssa_v0: pl.Tensor[[64, 64], pl.FP32], m_in__ssa_v0: pl.Tensor[[64, 1], pl.FP32], l_in__ssa_v0: pl.Tensor[[64, 1], pl.FP32], p_out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]], m_out__ssa_v0: pl.Out[pl.Tensor[[64, 1], pl.FP32]], l_out__ssa_v0: pl.Out[pl.Tensor[[64, 1], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        st__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(s__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        m_old__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.load(m_in__ssa_v0, [0, 0], [64, 1], [64, 1], target_memory=pl.Mem.Vec)
        l_old__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.load(l_in__ssa_v0, [0, 0], [64, 1], [64, 1], target_memory=pl.Mem.Vec)
        tmp__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m_blk__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(st__ssa_v0, tmp__ssa_v0)
        m_new__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(m_old__ssa_v0, m_blk__ssa_v0)
        p__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_expdif(st__ssa_v0, m_new__ssa_v0)
        l_blk__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(p__ssa_v0, tmp__ssa_v0)
        dm__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.sub(m_old__ssa_v0, m_new__ssa_v0)
        alpha__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.exp(dm__ssa_v0)
        l_sc__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.mul(l_old__ssa_v0, alpha__ssa_v0)
        l_new__ssa_v0: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.add(l_sc__ssa_v0, l_blk__ssa_v0)
        p_done__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(p__ssa_v0, [0, 0], p_out__ssa_v0)
        m_done__ssa_v0: pl.Tensor[[64, 1], pl.FP32] = pl.tile.store(m_new__ssa_v0, [0, 0], m_out__ssa_v0)
        l_done__ssa_v0: pl.Tensor[[64, 1], pl.FP32] = pl.tile.store(l_new__ssa_v0, [0, 0], l_out__ssa_v0)
        return p_done__ssa_v0, m_done__ssa_v0, l_done__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def qk_block(q__ssa_v0: pl.Tensor[[64, 64], pl.FP16], kt__ssa_v0: pl.Tensor[[64, 256], pl.FP16], j__ssa_v0: pl.Scalar[pl.INDEX], s__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        q_l1__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(q__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        k_l1__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(kt__ssa_v0, [0, j__ssa_v0 * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        q_l0__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(q_l1__ssa_v0, target_memory=pl.Mem.Left)
        k_l0__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(k_l1__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(q_l0__ssa_v0, k_l0__ssa_v0)
        s_done__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], s__ssa_v0)
        return s_done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def flash(self, q__ssa_v0: pl.Tensor[[64, 64], pl.FP16], kt__ssa_v0: pl.Tensor[[64, 256], pl.FP16], m__ssa_v0: pl.InOut[pl.Tensor[[64, 1], pl.FP32]], l__ssa_v0: pl.InOut[pl.Tensor[[64, 1], pl.FP32]], p__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 1], pl.FP32], pl.Tensor[[64, 1], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        for j__idx_v0, (l__iter_v1, m__iter_v1, p__iter_v1) in pl.range(4, init_values=(l__ssa_v0, m__ssa_v0, p__ssa_v0)):
            s__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            s__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.qk_block(q__ssa_v0, kt__ssa_v0, j__idx_v0, s__ssa_v0)
            _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32], pl.Tensor[[64, 1], pl.FP32]] = self.online_update(s__ssa_v1, m__iter_v1, l__iter_v1, p__iter_v1, m__iter_v1, l__iter_v1)
            p__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
            m__ssa_v3: pl.Tensor[[64, 1], pl.FP32] = _tuple_tmp__ssa_v0[1]
            l__ssa_v3: pl.Tensor[[64, 1], pl.FP32] = _tuple_tmp__ssa_v0[2]
            l__rv_v2, m__rv_v2, p__rv_v2 = pl.yield_(l__ssa_v3, m__ssa_v3, p__ssa_v3)
        return m__rv_v2, l__rv_v2, p__rv_v2
