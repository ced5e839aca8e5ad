# pypto.program: WrappedKernel
import pypto.language as pl

@pl.program
class WrappedKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], s__ssa_v0: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.mul(x__ssa_v0, s__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def scale_group(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], s__ssa_v0: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = self.scale(x__ssa_v0, s__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], s__ssa_v0: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = self.scale_group(x__ssa_v0, s__ssa_v0)
        z__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = self.scale_group(y__ssa_v0, s__ssa_v0)
        return z__ssa_v0
