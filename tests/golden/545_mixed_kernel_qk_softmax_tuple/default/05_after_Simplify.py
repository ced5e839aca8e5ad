# pypto.program: MixedKernelQkSoftmaxTuple
import pypto.language as pl

@pl.program
class MixedKernelQkSoftmaxTuple:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def qk_soft(q__ssa_v0: pl.Tensor[[64, 64], pl.FP16], k__ssa_v0: pl.Tensor[[64, 64], pl.FP16], qb__ssa_v0: pl.Scalar[pl.INDEX], p__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]], mx__ssa_v0: pl.Out[pl.Tensor[[64, 1], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        qm__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(q__ssa_v0, [qb__ssa_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        km__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(k__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        ql__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(qm__ssa_v0, target_memory=pl.Mem.Left)
        kr__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(km__ssa_v0, target_memory=pl.Mem.Right)
        s__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ql__ssa_v0, kr__ssa_v0)
        sv__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(s__ssa_v0, target_memory=pl.Mem.Vec)
        w__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(sv__ssa_v0, w__ssa_v0)
        e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.row_expand_expdif(sv__ssa_v0, m__ssa_v0)
        sm__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, w__ssa_v0)
        pr__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.row_expand_div(e__ssa_v0, sm__ssa_v0)
        pd__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(pr__ssa_v0, [qb__ssa_v0 * 32, 0], p__ssa_v0)
        md__ssa_v0: pl.Tensor[[64, 1], pl.FP32] = pl.tile.store(m__ssa_v0, [qb__ssa_v0 * 32, 0], mx__ssa_v0)
        return pd__ssa_v0, md__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, q__ssa_v0: pl.Tensor[[64, 64], pl.FP16], k__ssa_v0: pl.Tensor[[64, 64], pl.FP16], p__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]], mx__ssa_v0: pl.Out[pl.Tensor[[64, 1], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        for qb__idx_v0, (mx__iter_v1, p__iter_v1) in pl.range(2, init_values=(mx__ssa_v0, p__ssa_v0)):
            _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]] = self.qk_soft(q__ssa_v0, k__ssa_v0, qb__idx_v0, p__iter_v1, mx__iter_v1)
            p__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
            mx__ssa_v3: pl.Tensor[[64, 1], pl.FP32] = _tuple_tmp__ssa_v0[1]
            mx__rv_v2, p__rv_v2 = pl.yield_(mx__ssa_v3, p__ssa_v3)
        return p__rv_v2, mx__rv_v2
