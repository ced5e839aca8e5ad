# pypto.program: SpmdCarrierNamed
import pypto.language as pl

@pl.program
class SpmdCarrierNamed:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def stage_kernel(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        e__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.exp(x__ssa_v0)
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v0, e__ssa_v0, [0, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 2})
    def stage(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.stage_kernel(x__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.stage(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
