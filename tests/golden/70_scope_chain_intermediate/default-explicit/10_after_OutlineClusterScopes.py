# pypto.program: ScopeChainIntermediate
import pypto.language as pl

@pl.program
class ScopeChainIntermediate:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], mid__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.muls(x__ssa_v0, 0.25)
        mid__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(mid__ssa_v0, a__ssa_v0, [0, 0])
        return mid__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_1(mid__ssa_v1: pl.Tensor[[32, 128], pl.FP32], x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        b__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.exp(mid__ssa_v1)
        c__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.add(b__ssa_v0, x__ssa_v0)
        y__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v0, c__ssa_v0, [0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        mid__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        mid__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, mid__ssa_v0)
        y__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.main_incore_1(mid__ssa_v1, x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
