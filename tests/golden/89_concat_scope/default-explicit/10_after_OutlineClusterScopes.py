# pypto.program: ConcatScope
import pypto.language as pl

@pl.program
class ConcatScope:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[32, 32], pl.FP32], b__ssa_v0: pl.Tensor[[32, 32], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        c__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.concat(a__ssa_v0, b__ssa_v0)
        d__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(c__ssa_v0, 0.5)
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, d__ssa_v0, [0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[32, 32], pl.FP32], b__ssa_v0: pl.Tensor[[32, 32], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, y__ssa_v0)
        return y__ssa_v1
