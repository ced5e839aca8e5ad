# pypto.program: FlashOnlineSoftmax
import pypto.language as pl

@pl.program
class FlashOnlineSoftmax:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def online_update(s: pl.Tensor[[64, 64], pl.FP32], m_in: pl.Tensor[[64, 1], pl.FP32], l_in: pl.Tensor[[64, 1], pl.FP32], p_out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], m_out: pl.Out[pl.Tensor[[64, 1], pl.FP32]], l_out: pl.Out[pl.Tensor[[64, 1], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        st: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(s, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        m_old: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(m_in, [0, 0], [64, 1], [64, 1], target_memory=pl.Mem.Vec)
        l_old: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(l_in, [0, 0], [64, 1], [64, 1], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m_blk: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_max(st, tmp)
        m_new: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximum(m_old, m_blk)
        p: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_expdif(st, m_new)
        l_blk: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(p, tmp)
        dm: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sub(m_old, m_new)
        alpha: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(dm)
        l_sc: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(l_old, alpha)
        l_new: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(l_sc, l_blk)
        p_done: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(p, [0, 0], p_out)
        m_done: pl.Tensor[[64, 1], pl.FP32] = pl.tile.store(m_new, [0, 0], m_out)
        l_done: pl.Tensor[[64, 1], pl.FP32] = pl.tile.store(l_new, [0, 0], l_out)
        return p_done, m_done, l_done
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def qk_block(q: pl.Tensor[[64, 64], pl.FP16], kt: pl.Tensor[[64, 256], pl.FP16], j: pl.Scalar[pl.INDEX], s: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        q_l1: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(q, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        k_l1: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(kt, [0, j * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        q_l0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(q_l1, target_memory=pl.Mem.Left)
        k_l0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(k_l1, target_memory=pl.Mem.Right)
        acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(q_l0, k_l0)
        s_done: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(acc, [0, 0], s)
        return s_done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def flash(self, q: pl.Tensor[[64, 64], pl.FP16], kt: pl.Tensor[[64, 256], pl.FP16], m: pl.InOut[pl.Tensor[[64, 1], pl.FP32]], l: pl.InOut[pl.Tensor[[64, 1], pl.FP32]], p: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 1], pl.FP32], pl.Tensor[[64, 1], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        for j in pl.range(4):
            s: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            s: pl.Tensor[[64, 64], pl.FP32] = self.qk_block(q, kt, j, s)
            _tuple_tmp: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32], pl.Tensor[[64, 1], pl.FP32]] = self.online_update(s, m, l, p, m, l)
            p: pl.Tensor[[64, 64], pl.FP32] = _tuple_tmp[0]
            m: pl.Tensor[[64, 1], pl.FP32] = _tuple_tmp[1]
            l: pl.Tensor[[64, 1], pl.FP32] = _tuple_tmp[2]
        return m, l, p
