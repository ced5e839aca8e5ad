# pypto.program: UnicodeNames
import pypto.language as pl

@pl.program
class UnicodeNames:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(xα__ssa_v0: pl.Tensor[[16, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        tβ__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(xα__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        done__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(tβ__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.k(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
