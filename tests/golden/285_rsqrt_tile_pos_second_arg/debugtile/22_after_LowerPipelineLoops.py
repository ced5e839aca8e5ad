# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], h__ssa_v0: pl.Tensor[[32, 64], pl.FP16], v__ssa_v0: pl.Tensor[[32, 1], pl.FP32], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        a__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.abs(t__ssa_v0)
        m__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(a__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], h__ssa_v0: pl.Tensor[[32, 64], pl.FP16], v__ssa_v0: pl.Tensor[[32, 1], pl.FP32], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.k(x__ssa_v0, h__ssa_v0, v__ssa_v0, c__ssa_v0, out__ssa_v0)
        return out__ssa_v1
