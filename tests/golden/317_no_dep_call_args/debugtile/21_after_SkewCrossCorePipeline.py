# pypto.program: NoDep
import pypto.language as pl

@pl.program
class NoDep:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(a__ssa_v0: pl.Tensor[[16, 16], pl.FP32], b__ssa_v0: pl.Tensor[[16, 16], pl.FP32], c__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        ta__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        t__tmp_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        t__tmp_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t__tmp_v0, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 16], pl.FP32], b__ssa_v0: pl.Tensor[[16, 16], pl.FP32], c__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        c__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = self.kernel(a__ssa_v0, b__ssa_v0, c__ssa_v0, attrs={"arg_direction_overrides": [1]})
        c__ssa_v2: pl.Tensor[[16, 16], pl.FP32] = self.kernel(a__ssa_v0, b__ssa_v0, c__ssa_v1, attrs={"arg_direction_overrides": [0]})
        return c__ssa_v2
