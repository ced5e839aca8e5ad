# pypto.program: DeviceKwarg
import pypto.language as pl

@pl.program
class DeviceKwarg:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def chip_orch(self, out__ssa_v0: pl.Out[pl.Tensor[[8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32)]]) -> pl.Tensor[[8], pl.FP32]:
        return out__ssa_v0
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, outputs__ssa_v0: pl.Out[pl.Tensor[[2, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 64)]]) -> pl.Tensor[[2, 8], pl.FP32]:
        t__tmp_v0: pl.Tensor[[8], pl.FP32, pl.MemRef("mem_ddr_0", 0, 32)] = pl.tensor.slice(outputs__ssa_v0, [1, 8], [0, 0], [], [0])
        self.chip_orch(t__tmp_v0, device=1)
        t__tmp_v1: pl.Tensor[[8], pl.FP32, pl.MemRef("mem_ddr_0", 0, 32)] = pl.tensor.slice(outputs__ssa_v0, [1, 8], [0, 0], [], [0])
        self.chip_orch(t__tmp_v1, device=0)
        t__tmp_v2: pl.Tensor[[8], pl.FP32, pl.MemRef("mem_ddr_0", 32, 32)] = pl.tensor.slice(outputs__ssa_v0, [1, 8], [1, 0], [], [0])
        self.chip_orch(t__tmp_v2, device=1)
        return outputs__ssa_v0
