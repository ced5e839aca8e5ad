# pypto.program: P
import pypto.language as pl

M = pl.dynamic("M")

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[M, 128], pl.FP32]) -> pl.Tensor[[M, 128], pl.FP32]:
        return x__ssa_v0
