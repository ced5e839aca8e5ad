# pypto.program: WrappedKernel
import pypto.language as pl

@pl.program
class WrappedKernel:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], s__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tensor.mul(x__ssa_v0, s__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def scale_group(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], s__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = self.scale(x__ssa_v0, s__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input]})
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], s__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = self.scale_group(x__ssa_v0, s__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input]})
        z__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = self.scale_group(y__ssa_v0, s__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input]})
        return z__ssa_v0
