# pypto.program: WrappedKernel
import pypto.language as pl

@pl.program
class WrappedKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale(x: pl.Tensor[[32, 64], pl.FP32], s: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.mul(x, s)
        return y
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def scale_group(x: pl.Tensor[[32, 64], pl.FP32], s: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        y: pl.Tensor[[32, 64], pl.FP32] = self.scale(x, s)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], s: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        y: pl.Tensor[[32, 64], pl.FP32] = self.scale_group(x, s)
        z: pl.Tensor[[32, 64], pl.FP32] = self.scale_group(y, s)
        return z
