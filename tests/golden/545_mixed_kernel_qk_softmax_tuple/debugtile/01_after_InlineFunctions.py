# pypto.program: MixedKernelQkSoftmaxTuple
import pypto.language as pl

@pl.program
class MixedKernelQkSoftmaxTuple:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def qk_soft(q: pl.Tensor[[64, 64], pl.FP16], k: pl.Tensor[[64, 64], pl.FP16], qb: pl.Scalar[pl.INDEX], p: pl.Out[pl.Tensor[[64, 64], pl.FP32]], mx: pl.Out[pl.Tensor[[64, 1], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        qm: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(q, [qb * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        km: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(k, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        ql: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(qm, target_memory=pl.Mem.Left)
        kr: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(km, target_memory=pl.Mem.Right)
        s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ql, kr)
        sv: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(s, target_memory=pl.Mem.Vec)
        w: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(sv, w)
        e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.row_expand_expdif(sv, m)
        sm: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e, w)
        pr: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.row_expand_div(e, sm)
        pd: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(pr, [qb * 32, 0], p)
        md: pl.Tensor[[64, 1], pl.FP32] = pl.tile.store(m, [qb * 32, 0], mx)
        return pd, md
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, q: pl.Tensor[[64, 64], pl.FP16], k: pl.Tensor[[64, 64], pl.FP16], p: pl.Out[pl.Tensor[[64, 64], pl.FP32]], mx: pl.Out[pl.Tensor[[64, 1], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        for qb in pl.range(2):
            _tuple_tmp: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]] = self.qk_soft(q, k, qb, p, mx)
            p: pl.Tensor[[64, 64], pl.FP32] = _tuple_tmp[0]
            mx: pl.Tensor[[64, 1], pl.FP32] = _tuple_tmp[1]
        return p, mx
