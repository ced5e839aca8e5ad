# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], h__ssa_v0: pl.Tensor[[32, 64], pl.FP16], v__ssa_v0: pl.Tensor[[32, 1], pl.FP32], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        g__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(h__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        a__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.expands(g__ssa_v0, pl.const(0.5, pl.FP16))
        r__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(a__ssa_v0, target_type=pl.FP32, mode='round')
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], h__ssa_v0: pl.Tensor[[32, 64], pl.FP16], v__ssa_v0: pl.Tensor[[32, 1], pl.FP32], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.k(x__ssa_v0, h__ssa_v0, v__ssa_v0, c__ssa_v0, out__ssa_v0)
        return out__ssa_v1
