# pypto.program: VecOverflowRowsNegative
import pypto.language as pl

@pl.program
class VecOverflowRowsNegative:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def four_way_max(a__ssa_v0: pl.Tensor[[64, 192], pl.FP32], b__ssa_v0: pl.Tensor[[64, 192], pl.FP32], c__ssa_v0: pl.Tensor[[64, 192], pl.FP32], d__ssa_v0: pl.Tensor[[64, 192], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 192], pl.FP32]]) -> pl.Tensor[[64, 192], pl.FP32]:
        ta__ssa_v0: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [64, 192], [64, 192], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [64, 192], [64, 192], target_memory=pl.Mem.Vec)
        tc__ssa_v0: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec] = pl.tile.load(c__ssa_v0, [0, 0], [64, 192], [64, 192], target_memory=pl.Mem.Vec)
        td__ssa_v0: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec] = pl.tile.load(d__ssa_v0, [0, 0], [64, 192], [64, 192], target_memory=pl.Mem.Vec)
        m_ab__ssa_v0: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(ta__ssa_v0, tb__ssa_v0)
        m_cd__ssa_v0: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(tc__ssa_v0, td__ssa_v0)
        m_all__ssa_v0: pl.Tile[[64, 192], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(m_ab__ssa_v0, m_cd__ssa_v0)
        done__ssa_v0: pl.Tensor[[64, 192], pl.FP32] = pl.tile.store(m_all__ssa_v0, [0, 0], out__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[64, 192], pl.FP32], b__ssa_v0: pl.Tensor[[64, 192], pl.FP32], c__ssa_v0: pl.Tensor[[64, 192], pl.FP32], d__ssa_v0: pl.Tensor[[64, 192], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 192], pl.FP32]]) -> pl.Tensor[[64, 192], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 192], pl.FP32] = self.four_way_max(a__ssa_v0, b__ssa_v0, c__ssa_v0, d__ssa_v0, out__ssa_v0)
        return out__ssa_v1
