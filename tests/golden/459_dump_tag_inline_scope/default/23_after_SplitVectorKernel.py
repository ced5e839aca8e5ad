# pypto.program: MinDumpTagInlineScope
import pypto.language as pl

@pl.program
class MinDumpTagInlineScope:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def run_incore_0(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t_inline0__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t_inline0__ssa_v0, [0, 0], y__ssa_v0)
        y__store: pl.Tensor[[16, 64], pl.FP32] = y__ssa_v1
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        y__ssa_v2: pl.Tensor[[16, 64], pl.FP32] = self.run_incore_0(x__ssa_v0, y__ssa_v0, attrs={"dump_vars": [x__ssa_v0]})
        return y__ssa_v2
