# pypto.program: ScatterMask
import pypto.language as pl

@pl.program
class ScatterMask:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(even__ssa_v0: pl.Tensor[[8, 32], pl.FP32], dst__ssa_v0: pl.Tensor[[8, 64], pl.FP32], quarter__ssa_v0: pl.Tensor[[8, 16], pl.FP32], output__ssa_v0: pl.InOut[pl.Tensor[[8, 64], pl.FP32]]) -> pl.Tensor[[8, 64], pl.FP32]:
        out__ssa_v0: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.scatter_mask(even__ssa_v0, dst__ssa_v0, mask_pattern=1)
        out__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.scatter_mask(quarter__ssa_v0, out__ssa_v0, mask_pattern=4)
        output__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.assemble(output__ssa_v0, out__ssa_v1, [0, 0])
        return output__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, even__ssa_v0: pl.Tensor[[8, 32], pl.FP32], quarter__ssa_v0: pl.Tensor[[8, 16], pl.FP32], dst__ssa_v0: pl.Tensor[[8, 64], pl.FP32], output__ssa_v0: pl.Out[pl.Tensor[[8, 64], pl.FP32]]) -> pl.Tensor[[8, 64], pl.FP32]:
        output__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = self.main_incore_0(even__ssa_v0, dst__ssa_v0, quarter__ssa_v0, output__ssa_v0)
        return output__ssa_v1
