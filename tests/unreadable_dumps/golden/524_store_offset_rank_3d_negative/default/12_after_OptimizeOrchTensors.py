# pypto.program: StoreOffsetRank3dNegative
import pypto.language as pl

@pl.program
class StoreOffsetRank3dNegative:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[4, 16, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[4, 16, 64], pl.FP32]]) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[1, 16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0, 0], [1, 16, 64], [1, 16, 64], target_memory=pl.Mem.Vec)
        done__ssa_v0: pl.Tensor[[4, 16, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [1, 0], out__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[4, 16, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[4, 16, 64], pl.FP32]]) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[4, 16, 64], pl.FP32] = self.k(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
