# pypto.program: DeviceKwarg
import pypto.language as pl

@pl.program
class DeviceKwarg:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(self, out: pl.Out[pl.Tensor[[8], pl.FP32]]) -> pl.Tensor[[8], pl.FP32]:
        return out
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, outputs: pl.Out[pl.Tensor[[2, 8], pl.FP32]]) -> pl.Tensor[[2, 8], pl.FP32]:
        self.chip_orch(pl.tensor.slice(outputs, [1, 8], [0, 0], [], [0]), device=1)
        for r in pl.unroll(2):
            self.chip_orch(pl.tensor.slice(outputs, [1, 8], [r, 0], [], [0]), device=r)
        return outputs
