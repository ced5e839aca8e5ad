# pypto.program: DeadCodeAfterContinue
import pypto.language as pl

@pl.program
class DeadCodeAfterContinue:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(a__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]) -> pl.Tensor[[16, 64], pl.FP32]:
        for i__idx_v0, (x, y) in pl.range(8, init_values=(a__ssa_v0, b__ssa_v0)):
            if i__idx_v0 < 3:
                x__rv_v0, y__rv_v0 = pl.yield_(x, y)
            else:
                x_new__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tensor.add(x, y)
                y_new__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tensor.mul(y, x)
                x__rv_v0, y__rv_v0 = pl.yield_(x_new__ssa_v0, y_new__ssa_v0)
            x_out, y_out = pl.yield_(x__rv_v0, y__rv_v0)
        return a__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]) -> pl.Tensor[[16, 64], pl.FP32]:
        r__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = self.kernel(a__ssa_v0, b__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input]})
        return r__ssa_v0
